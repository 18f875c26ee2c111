import { defineRoutes } from '@h5/ui-kit/routes';

export default defineRoutes({
  campaign: 'system',
  title: 'The catch-all page, the error page and the close page.',
  routes: [
    { path: '/v/error-page', screen: 'errorPage', noLimit: true, meta: { title: 'Error' } },
    { path: '/v/close', screen: 'close', noLimit: true },
  ],
  examples: [
    '/v/error-page?errorCode=404&errorMsg=This%20certificate%20is%20invalid.',
    '/v/close',
    '/v/no-such-page',
  ],
});
