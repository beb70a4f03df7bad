import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { useEffect, useRef } from 'react';
import { BackButton } from '@/components/back-button';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';

/**
 * The API's OpenAPI document, rendered by Swagger UI from its npm package (no CDN), loaded only
 * on this page.
 */
export function ApiDocsPage() {
  const docs = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([
      import('swagger-ui-dist/swagger-ui-es-bundle.js'),
      import('swagger-ui-dist/swagger-ui.css'),
    ]).then(([{ default: SwaggerUIBundle }]) => {
      if (!current || !docs.current) return;
      SwaggerUIBundle({ domNode: docs.current, url: `${API_PREFIX}${API_PATHS.openApi}` });
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <PageLayout back={<BackButton fallback={paths.home} />} width="lg">
      <title>API · ThumbForge</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}>
        ThumbForge API
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Make an API key from the account menu and send it as{' '}
        <code>Authorization: Bearer tf_live_…</code>. The MCP server for AI assistants is at{' '}
        <code>{`${API_PREFIX}${API_PATHS.mcp}`}</code>.
      </Typography>
      <Box
        ref={docs}
        sx={{ bgcolor: 'common.white', color: 'common.black', borderRadius: 2, minHeight: 400 }}
      />
    </PageLayout>
  );
}
