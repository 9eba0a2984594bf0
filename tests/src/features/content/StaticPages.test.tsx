/**
 * The about, terms and privacy pages: their own title, in both languages, every section with
 * its heading and text (lists as lists), the contents of the legal texts linking their sections,
 * and the about page's ways on.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
});

const PAGES = [
  { route: '/za-nas', en: '/about-us', title: 'page-title-AboutUsPage', prefix: 'content-about', sections: ['story', 'what', 'business', 'values'], contents: false },
  {
    route: '/obshti-usloviya',
    en: '/terms-and-conditions',
    title: 'page-title-TermsAndConditionsPage',
    prefix: 'content-terms',
    sections: ['operator', 'accounts', 'listings', 'shop', 'returns', 'services', 'credits', 'content', 'liability', 'law'],
    contents: true,
  },
  {
    route: '/poveritelnost',
    en: '/privacy-policy',
    title: 'page-title-PrivacyPolicyPage',
    prefix: 'content-privacy',
    sections: ['controller', 'data', 'purposes', 'recipients', 'retention', 'rights', 'cookies', 'newsletter', 'security'],
    contents: true,
  },
];

describe.each(PAGES)('$title', ({ route, en, title, prefix, sections, contents }) => {
  it('shows every section under the page\'s own title', async () => {
    renderShell({ route });
    expect(await screen.findByRole('heading', { level: 1, name: text(title) })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${text(title)} · ${text('app-name')}`));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(sections.map((section) => text(`${prefix}-${section}-title`))),
    );
    const toc = screen.queryByRole('navigation', { name: text('content-toc-label') });
    if (contents) {
      const first = within(toc!).getByRole('link', { name: text(`${prefix}-${sections[0]}-title`) });
      expect(first).toHaveAttribute('href', `#${prefix}-${sections[0]}`);
      expect(document.getElementById(`${prefix}-${sections[0]}`)).toHaveTextContent(text(`${prefix}-${sections[0]}-title`));
      expect(screen.getByText(text('content-updated').replace('{{date}}', text('content-updated-date')))).toBeInTheDocument();
    } else {
      expect(toc).not.toBeInTheDocument();
    }
  });

  it('speaks English at its English path', async () => {
    renderShell({ route: en, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: text(title, 'en') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text(`${prefix}-${sections[0]}-title`, 'en') })).toBeInTheDocument();
  });
});

describe('the texts', () => {
  it('show a block of "- " lines as a list', async () => {
    renderShell({ route: '/poveritelnost' });
    const rights = await screen.findByRole('region', { name: text('content-privacy-data-title') });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
    expect(within(rights).getAllByRole('listitem')[0]!.textContent).not.toMatch(/^- /);
  });

  it('tell a visitor of the privacy policy where to complain and which legal bases apply', async () => {
    renderShell({ route: '/poveritelnost' });
    expect(await screen.findByText(/www\.cpdp\.bg/)).toBeInTheDocument();
    expect(screen.getByText(/чл\. 6, ал\. 1, б\. „б“/)).toBeInTheDocument();
  });

  it('lead from the about page to the rentals, the shop and the contacts', async () => {
    renderShell({ route: '/za-nas' });
    expect(await screen.findByRole('link', { name: text('content-about-cta-properties') })).toHaveAttribute('href', '/imoti');
    expect(screen.getByRole('link', { name: text('content-about-cta-shop') })).toHaveAttribute('href', '/magazin');
    expect(within(screen.getByRole('main')).getByRole('link', { name: text('content-about-cta-contact') })).toHaveAttribute('href', '/kontakti');
  });
});
