/**
 * An agency's own public profile, from the settings page (docs/decisions/0020): read it and
 * update it. Only the agency's own: another agency's id answers 403, an unknown one 404
 * (docs/decisions/0011). The texts are written in the request's language, the other language's
 * are kept; the logo goes through the shared picture pipeline (docs/decisions/0009).
 */
import { forbidden, notFound } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { inLanguage } from '../../localize.ts';
import { withImages } from '../../services/images.ts';
import { agencyOf } from './routes.ts';

export const agencyHandlers = {
  async getOwnAgency(request) {
    const { rentalsRepository } = request.server;
    const own = await rentalsRepository.ownAgency(request.user!.id);
    const agency = own && (await rentalsRepository.findAgency(own.id));
    if (!agency) throw notFound();
    return agencyOf(agency, request.locale);
  },

  async updateAgency(request) {
    const { rentalsRepository } = request.server;
    const { id } = request.params;
    const [own, target] = await Promise.all([rentalsRepository.ownAgency(request.user!.id), rentalsRepository.findAgency(id)]);
    if (!target) throw notFound();
    if (!own || own.id !== id) throw forbidden();
    const { name, description, logo, cityId = null, phone = null, email = null } = request.body;
    const problems: FieldError[] = [];
    if (cityId !== null && !(await rentalsRepository.listCities()).some((city) => city.id === cityId)) {
      problems.push({ property: 'cityId', key: 'error-unknown-city' });
    }
    const changes = await withImages(request, { logo: { value: logo, existing: own.logoUrl ? [{ url: own.logoUrl }] : [] } }, problems);
    await changes.save(() =>
      rentalsRepository.updateAgency(id, {
        name: inLanguage(own.name, request.locale, name),
        description: description ? inLanguage(own.description, request.locale, description) : null,
        logoUrl: changes.fields.logo.images[0]?.url ?? null,
        cityId,
        phone,
        email,
      }),
    );
    return agencyOf((await rentalsRepository.findAgency(id))!, request.locale);
  },
} satisfies AreaHandlers;
