/** The description writers' shared shapes (index.ts chooses the writer). */
import type { Locale } from '../../../domain/index.ts';
import type { ConstructionType, FurnitureType, HeatingType, PropertyType } from '../../db/schema/index.ts';

/** What the description is written from, names already in the request's language. */
export interface PropertyFacts {
  type: PropertyType;
  furniture: FurnitureType;
  bedrooms: number;
  bathrooms: number;
  /** Square metres. */
  area: number;
  /** Monthly rent, euro cents. */
  price: number | null;
  city: string;
  district: string;
  /** Street or landmark, as the owner wants it shown. */
  address: string | null;
  construction: ConstructionType | null;
  heating: HeatingType | null;
  floor: number | null;
  totalFloors: number | null;
  buildingYear: number | null;
  petFriendly: boolean;
  appliances: string[];
  locationAdvantages: string[];
  propertyAdvantages: string[];
}

export interface DescriptionWriter {
  /** Which writer, for the start-up log. */
  readonly description: string;
  /** The description in `locale`; rejects with DescriptionUnavailable when the generator fails. */
  write(facts: PropertyFacts, locale: Locale): Promise<string>;
}

/** The configured generator could not be reached or gave no text. */
export class DescriptionUnavailable extends Error {}
