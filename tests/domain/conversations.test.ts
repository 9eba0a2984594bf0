import fc from 'fast-check';
import {
  CONVERSATION_SIDES,
  VIEWING_ACTIONS,
  VIEWING_STATUSES,
  answerViewing,
  messageParts,
} from '../../domain/conversations.ts';
import type { ViewingState } from '../../domain/conversations.ts';

describe('answerViewing', () => {
  const requested: ViewingState = { status: 'requested', proposedBy: 'guest' };

  it('lets the owner accept, propose another time or decline a fresh request, and not the guest accept their own', () => {
    expect(answerViewing(requested, 'owner', 'accept')).toEqual({ status: 'accepted', proposedBy: 'guest' });
    expect(answerViewing(requested, 'owner', 'propose')).toEqual({ status: 'proposed', proposedBy: 'owner' });
    expect(answerViewing(requested, 'owner', 'decline')).toEqual({ status: 'declined', proposedBy: 'guest' });
    expect(answerViewing(requested, 'guest', 'accept')).toBeNull();
  });

  it('lets the guest accept the time the owner proposed', () => {
    const proposed = answerViewing(requested, 'owner', 'propose')!;
    expect(answerViewing(proposed, 'guest', 'accept')).toEqual({ status: 'accepted', proposedBy: 'owner' });
    expect(answerViewing(proposed, 'owner', 'accept')).toBeNull();
  });

  it('takes no answer after a decline, and no second accept', () => {
    const states = fc.record({ status: fc.constantFrom(...VIEWING_STATUSES), proposedBy: fc.constantFrom(...CONVERSATION_SIDES) });
    fc.assert(
      fc.property(states, fc.constantFrom(...CONVERSATION_SIDES), fc.constantFrom(...VIEWING_ACTIONS), (state, side, action) => {
        const next = answerViewing(state, side, action);
        if (state.status === 'declined') return next === null;
        if (action === 'accept') return next === null ? state.status === 'accepted' || state.proposedBy === side : next.status === 'accepted';
        if (action === 'propose') return next?.status === 'proposed' && next.proposedBy === side;
        return next?.status === 'declined';
      }),
    );
  });
});

describe('messageParts', () => {
  it('makes web addresses links and leaves the rest as text', () => {
    expect(messageParts('See https://domovik.bg/x?a=1 and www.example.bg.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://domovik.bg/x?a=1', href: 'https://domovik.bg/x?a=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.example.bg', href: 'https://www.example.bg' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('starts with a link when the text does', () => {
    expect(messageParts('https://domovik.bg/imot/7 is the flat')).toEqual([
      { kind: 'link', text: 'https://domovik.bg/imot/7', href: 'https://domovik.bg/imot/7' },
      { kind: 'text', text: ' is the flat' },
    ]);
  });

  it('keeps text without addresses whole, markup included', () => {
    expect(messageParts('<b>hi</b> javascript:alert(1)')).toEqual([{ kind: 'text', text: '<b>hi</b> javascript:alert(1)' }]);
    expect(messageParts('')).toEqual([]);
  });

  it('gives back the text it was given, and only http(s) links', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.string(), (before, url, after) => {
        const parts = messageParts(`${before} ${url} ${after}`);
        return parts.map((part) => part.text).join('') === `${before} ${url} ${after}` && parts.every((part) => part.kind === 'text' || /^https?:\/\//u.test(part.href));
      }),
    );
  });
});
