/** Where what a conversation is about lives on the site: a listing's page (an order has none to link). */
import { hrefFor } from '../../../domain/routes.ts';
import type { ConversationSubject } from './api.ts';

export function subjectHref(about: ConversationSubject): string | null {
  switch (about.kind) {
    case 'property':
      return hrefFor('SinglePropertyPage', { id: about.id });
    case 'tenant-offer':
      return hrefFor('SingleRoommateOffer', { id: about.id });
    case 'order':
      return null;
  }
}
