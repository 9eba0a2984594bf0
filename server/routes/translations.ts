/** GET /api/localization/translation/{locale}: the message map the browser's i18next uses. */
import type { FastifyRequest } from 'fastify';
import type { UiLocale } from '../../domain/index.ts';

export const translationHandlers = {
  async getTranslations(request: FastifyRequest<{ Params: { locale: UiLocale } }>) {
    return { translations: request.server.translator.messages(request.params.locale) };
  },
};
