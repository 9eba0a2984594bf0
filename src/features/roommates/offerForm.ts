/**
 * The post-an-offer form's body (createTenantOffer / updateTenantOffer) and the values of an
 * offer to edit; the form's values and rules are the domain's (domain/validation/roommateOffer.ts).
 * The price is typed in euros; cents go to the server.
 */
import { eurosText, parseEuros } from '../../../domain/money.ts';
import type { RoommateOfferFormValues } from '../../../domain/validation/roommateOffer.ts';
import type { TenantOffer, TenantOfferInput } from './api.ts';

/** The body of createTenantOffer / updateTenantOffer, of values the form's rules have passed. */
export function toOfferInput(values: RoommateOfferFormValues): TenantOfferInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    cityId: Number(values.cityId),
    universityId: values.universityId === '' ? null : Number(values.universityId),
    price: parseEuros(values.price) ?? 0,
    availableFrom: values.availableFrom,
    roommatesWanted: Number(values.roommatesWanted),
    genderPreference: values.genderPreference,
    images: values.images,
  };
}

/** The form's values of an offer to edit (its photos by the URLs the server answered). */
export function offerValuesOf(offer: TenantOffer): RoommateOfferFormValues {
  return {
    title: offer.title,
    description: offer.description,
    cityId: String(offer.city.id),
    universityId: offer.university ? String(offer.university.id) : '',
    price: eurosText(offer.price),
    availableFrom: offer.availableFrom,
    roommatesWanted: String(offer.roommatesWanted),
    genderPreference: offer.genderPreference,
    images: offer.images.map((image) => image.url),
  };
}
