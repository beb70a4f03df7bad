import type { Router } from 'express';
import { API_PATHS, openApiDocument } from '@thumbforge/contract';
import { apiRouter } from './api-router.js';

/** `GET /openapi.json`: the API's OpenAPI 3.1 document, written once from the contract. */
export function openApiRoutes(): Router {
  const document = openApiDocument();
  return apiRouter().get(API_PATHS.openApi, (_req, res) => {
    res.json(document);
  });
}
