/**
 * The one door through which an area's route files speak HTTP: the framework (hono) and its
 * OpenAPI helpers, re-exported. An area's rules never see the framework, and its routes reach it
 * only here (eslint.config.js refuses `hono` in server/areas/), so moving to another framework
 * means changing http/ and each area's route files, never a rule.
 */
export { $, createRoute } from '@hono/zod-openapi';
export { Hono } from 'hono';
export type { Context, MiddlewareHandler } from 'hono';
export { deleteCookie, getCookie, setCookie } from 'hono/cookie';
