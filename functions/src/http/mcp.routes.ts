import express, { type Router } from 'express';
import { API_PATHS, LIMITS } from '@thumbforge/contract';
import type { AppDeps } from './app-deps.js';
import { registerTools } from './mcp/mcp-tools.js';
import { requireCurrentUser } from './middleware/require-current-user.js';
import { requireSession } from './middleware/require-session.js';
import { apiRouter } from './api-router.js';

/**
 * The SDK loads on the first MCP call, not at start: it is seconds of a cold start on a busy
 * machine, which every instance of the function would pay for a route few calls reach.
 */
function importSdk() {
  return Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
}
let sdk: ReturnType<typeof importSdk> | undefined;
const loadSdk = () => (sdk ??= importSdk());

/** A JSON-RPC call carrying the largest photo as base64, with room for its other fields. */
const MCP_BODY_LIMIT = Math.ceil(LIMITS.uploadMaxBytes / 3) * 4 + 64 * 1024;

/**
 * The MCP server (Streamable HTTP, stateless: every POST is answered on its own, so any instance
 * of the function can take it), authorised like any route: an API key (or a session) as bearer.
 * Mounted before the API's 100 kB JSON parser, since a tool call carries its photo.
 */
export function mcpRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const user = requireCurrentUser(deps);
  const body = express.json({ limit: MCP_BODY_LIMIT });
  return (
    apiRouter()
      .post(API_PATHS.mcp, body, session, user, async (req, res) => {
        const [{ McpServer }, { StreamableHTTPServerTransport }] = await loadSdk();
        const server = new McpServer({ name: 'thumbforge', version: '1' });
        registerTools(
          server,
          { user: res.locals.user, apiKey: res.locals.session.apiKey, log: res.locals.log },
          deps,
        );
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        res.once('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res, req.body);
      })
      // The SDK's client asks for an event stream, which a stateless server does not keep.
      .get(API_PATHS.mcp, (_req, res) => {
        res.status(405).set('Allow', 'POST').json({
          message: 'The MCP server takes POST requests only (stateless Streamable HTTP)',
          code: 'invalid_input',
        });
      })
  );
}
