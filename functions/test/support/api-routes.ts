import type { Express } from 'express';

export interface ApiRoute {
  /** Upper case, as Express matches it. */
  method: string;
  /** As declared, relative to the API prefix: `/chat/:id`. */
  path: string;
}

interface LayerLike {
  route?: { path: string; methods: Record<string, boolean> };
  handle: unknown;
}

const stackOf = (handle: unknown): LayerLike[] | null => {
  const stack = (handle as { stack?: unknown } | null)?.stack;
  return typeof handle === 'function' && Array.isArray(stack) ? (stack as LayerLike[]) : null;
};

function routesIn(stack: LayerLike[]): ApiRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return Object.keys(methods)
        .filter((method) => methods[method])
        .map((method) => ({ method: method.toUpperCase(), path }));
    }
    const inner = stackOf(layer.handle);
    return inner ? routesIn(inner) : [];
  });
}

/**
 * Every route of the app's routers, read from Express's router stack: the API's routers are all
 * mounted at one prefix, so a path is as its router declares it. A route added later is listed
 * without anyone naming it.
 */
export function apiRoutes(app: Express): ApiRoute[] {
  const root = (app as unknown as { router: { stack: LayerLike[] } }).router;
  return routesIn(root.stack);
}

/** A path to call for a declared one: each `:param` and `*wildcard` filled in. */
export function concretePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/[:*](\w+)/g, (_, name: string) => params[name] ?? 'x');
}
