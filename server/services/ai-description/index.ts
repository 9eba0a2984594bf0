/**
 * Drafts a property's description from the form's fields (POST /api/property/ai/description):
 * an OpenAI-compatible chat endpoint when AI_API_URL and AI_API_KEY are configured, else the
 * built-in writer, which composes an agent's text from the fields in Bulgarian or English and
 * gives the same text for the same fields. The text is a suggestion the owner edits; nothing
 * is stored.
 */
import type { Config } from '../../config.ts';
import { createOpenAiWriter } from './openai.ts';
import { writeDescription } from './template.ts';
import type { DescriptionWriter } from './types.ts';

export { DescriptionUnavailable } from './types.ts';
export type { DescriptionWriter, PropertyFacts } from './types.ts';

export function createDescriptionWriter(config: Pick<Config, 'aiApiUrl' | 'aiApiKey' | 'aiModel'>): DescriptionWriter {
  if (config.aiApiUrl && config.aiApiKey) {
    return createOpenAiWriter({ url: config.aiApiUrl, key: config.aiApiKey, model: config.aiModel });
  }
  return { description: 'the built-in template writer', write: async (facts, locale) => writeDescription(facts, locale) };
}
