/**
 * The catalogue import page and its dialog: the imports newest first with links to the sample
 * files, the row report of the open import (in the URL, paged), approving a read import and
 * following its publishing on a polled progress bar, cancelling after a confirmation, uploading
 * a file (refused by the browser or the server with the reason, else opened at once while it is
 * read), and someone else's import said to be so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { data, resetVendorData, sent, vendorCalls } from '../../helpers/vendor.ts';
import { currentLocation, signedOut, spyOnScroll } from '../../layout/shell.tsx';
import { importFileProblem } from '../../../../src/features/vendor/ProductImportModal.tsx';
import { openAs, say } from './vendorTest.tsx';

const server = useMswServer(...vendorCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetVendorData();
});

const panel = () => screen.getByRole('region', { name: /^Импорт на / });

describe('the import page', () => {
  it('lists the imports with their status and links to the sample files', async () => {
    openAs(server, 'vendor', '/profil/import-na-produkti');
    const list = await screen.findByRole('region', { name: text('vendor-imports-title') });
    const cards = await within(list).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['novi-masichki.xlsx', 'katalog-oktomvri.csv']);
    expect(within(cards[0]!).getByText(text('vendor-import-status-parsed'))).toBeInTheDocument();
    expect(within(cards[1]!).getByText(say('vendor-import-problem-count', { count: 4 }))).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: text('vendor-import-sample-csv') })[0]).toHaveAttribute('href', '/samples/products.csv');
    expect(screen.getAllByRole('link', { name: text('vendor-import-sample-xlsx') })[0]).toHaveAttribute('href', '/samples/products.xlsx');
    await waitFor(() => expect(document.title).toBe(`${text('page-title-AdminVendorProductsImport')} · ${text('app-name')}`));
  });

  it('opens the row report of an import, with row, column and message, kept in the URL', async () => {
    const { user } = openAs(server, 'vendor', '/profil/import-na-produkti');
    await user.click(await screen.findByRole('link', { name: say('vendor-import-open-label', { file: 'katalog-oktomvri.csv' }) }));
    expect(currentLocation()).toBe('/profil/import-na-produkti?import=13');
    const report = await screen.findByRole('region', { name: say('vendor-import-panel-title', { file: 'katalog-oktomvri.csv' }) });
    await waitFor(() => expect(within(report).getByRole('heading', { level: 2 })).toHaveFocus());
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['14', 'price', 'Цена в евро, например 129.90.'],
      ['58', text('vendor-import-report-whole-row'), 'Редът не можа да се прочете.'],
    ]);
    expect(within(report).getByText(say('vendor-import-created-updated', { created: 40, updated: 77 }))).toBeInTheDocument();
    // A published import can be neither approved nor cancelled.
    expect(within(report).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(report).getByRole('link', { name: text('vendor-import-close') }));
    expect(currentLocation()).toBe('/profil/import-na-produkti');
  });

  it('publishes a read import on approval and follows the job on a progress bar until it is done', async () => {
    data.pollSteps = 8;
    const { user } = openAs(server, 'vendor', '/profil/import-na-produkti?import=14');
    await user.click(await within(await screen.findByRole('region', { name: /novi-masichki/ })).findByRole('button', { name: say('vendor-import-approve', { count: 5 }) }));
    expect(sent.find((call) => call.method === 'POST')).toEqual({ method: 'POST', url: '/api/product/import/14', body: { status: 'publishing' } });
    const bar = await within(panel()).findByRole('progressbar', { name: say('vendor-import-progress-publishing', { file: 'novi-masichki.xlsx' }) });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(await within(panel()).findByText(text('vendor-import-explain-completed'), {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel()).getByText(say('vendor-import-created-updated', { created: 5, updated: 0 }))).toBeInTheDocument();
  }, 15_000);

  it('cancels an import only after the confirmation', async () => {
    const { user } = openAs(server, 'vendor', '/profil/import-na-produkti?import=14');
    await user.click(await within(await screen.findByRole('region', { name: /novi-masichki/ })).findByRole('button', { name: text('vendor-import-cancel') }));
    const dialog = screen.getByRole('dialog', { name: say('vendor-import-cancel-title', { file: 'novi-masichki.xlsx' }) });
    await user.click(within(dialog).getByRole('button', { name: text('vendor-confirm-keep') }));
    expect(data.imports[0]!.status).toBe('parsed');
    await user.click(within(panel()).getByRole('button', { name: text('vendor-import-cancel') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text('vendor-import-cancel') }));
    expect(await within(panel()).findByText(text('vendor-import-explain-cancelled'))).toBeInTheDocument();
    expect(data.imports[0]!.status).toBe('cancelled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says that another shop's import is not the vendor's", async () => {
    openAs(server, 'vendor', '/profil/import-na-produkti?import=99');
    expect(await screen.findByText(text('vendor-import-not-yours'))).toBeInTheDocument();
  });

  it('says when there is no import yet', async () => {
    data.imports = [];
    openAs(server, 'vendor', '/profil/import-na-produkti');
    expect(await screen.findByText(text('vendor-imports-empty'))).toBeInTheDocument();
  });
});

describe('the upload dialog', () => {
  it('checks the name and size of a file before sending it', () => {
    expect(importFileProblem({ name: 'products.CSV', size: 1_000 })).toBeNull();
    expect(importFileProblem({ name: 'katalog.xlsx', size: 10 * 1024 * 1024 })).toBeNull();
    expect(importFileProblem({ name: 'photo.jpg', size: 1_000 })).toBe('vendor-import-file-type');
    expect(importFileProblem({ name: 'big.csv', size: 10 * 1024 * 1024 + 1 })).toBe('vendor-import-file-too-large');
    expect(importFileProblem({ name: 'empty.csv', size: 0 })).toBe('vendor-import-file-empty');
  });

  it('refuses a file that is not a CSV or XLSX, then uploads one and opens its import while it is read', async () => {
    data.pollSteps = 8;
    // The file picker offers CSV and XLSX; a user may still choose "all files".
    const { user } = openAs(server, 'vendor', '/profil/import-na-produkti', { userOptions: { applyAccept: false } });
    await user.click(await screen.findByRole('button', { name: text('vendor-import-open-dialog') }));
    const dialog = await screen.findByRole('dialog', { name: text('vendor-import-dialog-title') });
    const input = within(dialog).getByLabelText(text('vendor-import-file'));

    await user.click(within(dialog).getByRole('button', { name: text('vendor-import-upload') }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text('vendor-import-file-missing'));

    await user.upload(input, new File(['%PDF-1.7'], 'catalogue.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text('vendor-import-file-type'));
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, new File(['sku,title_bg,price,stock,categories\nA-1,Диван,10,1,sofas\n'], 'products.csv', { type: 'text/csv' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text('vendor-import-upload') }));

    await waitFor(() => expect(currentLocation()).toBe('/profil/import-na-produkti?import=15'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/product/import']);
    const opened = await screen.findByRole('region', { name: say('vendor-import-panel-title', { file: 'products.csv' }) });
    expect(within(opened).getByText(text('vendor-import-status-parsing'))).toBeInTheDocument();
    expect(within(opened).getByRole('progressbar', { name: say('vendor-import-progress-parsing', { file: 'products.csv' }) })).toBeInTheDocument();
  });

  it("shows the server's refusal of a file in the dialog and keeps it open", async () => {
    const { user } = openAs(server, 'vendor', '/profil/import-na-produkti');
    await user.click(await screen.findByRole('button', { name: text('vendor-import-open-dialog') }));
    const dialog = await screen.findByRole('dialog', { name: text('vendor-import-dialog-title') });
    // Named .csv, but the server judges a file by its content, and refuses this one.
    server.use(
      http.post('/api/product/import', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'file', message: 'Това не е файл CSV (UTF-8) или XLSX.' }] }, { status: 422 }),
      ),
    );
    await user.upload(within(dialog).getByLabelText(text('vendor-import-file')), new File(['\u0000\u0001'], 'fake.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: text('vendor-import-upload') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Това не е файл CSV (UTF-8) или XLSX.');
    expect(currentLocation()).toBe('/profil/import-na-produkti');
  });
});
