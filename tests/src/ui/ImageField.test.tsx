import { screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { IMAGE_MAX_BYTES } from '../../../domain/images.ts';
import { ImageField } from '../../../src/ui/ImageField.tsx';
import type { ImageFieldProps } from '../../../src/ui/ImageField.tsx';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

interface Values {
  images: string[];
}

function TestForm({
  initial = [],
  onSubmit = () => {},
  initialErrors = {},
  ...props
}: Partial<ImageFieldProps> & { initial?: string[]; onSubmit?: (values: Values) => void; initialErrors?: Record<string, string> }) {
  return (
    <Formik<Values> initialValues={{ images: initial }} initialErrors={initialErrors} onSubmit={onSubmit}>
      <Form noValidate>
        <ImageField name="images" label="Снимки на имота" max={5} {...props} />
        <button type="submit">Запази</button>
      </Form>
    </Formik>
  );
}

/** A file whose bytes are `content` (the browser reads it as a data URL of its declared type). */
const file = (name: string, content: string, type = 'image/jpeg') => new File([content], name, { type });
const dataUrlOf = (content: string, type = 'image/jpeg') => `data:${type};base64,${Buffer.from(content).toString('base64')}`;

function render(props: Parameters<typeof TestForm>[0] = {}) {
  // Like a person who picks "All files" in the dialog: the field itself must refuse what it cannot take.
  return renderWithProviders(<TestForm {...props} />, { userOptions: { applyAccept: false } });
}

const input = () => screen.getByLabelText(text('image-field-add'));
const previews = () => screen.queryAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')]);
const submitted = async (user: ReturnType<typeof render>['user'], onSubmit: jest.Mock) => {
  await user.click(screen.getByRole('button', { name: 'Запази' }));
  return (onSubmit.mock.lastCall?.[0] as Values | undefined)?.images;
};

describe('ImageField', () => {
  it('adds the picked pictures in order, previews them, and marks the first as the cover', async () => {
    const onSubmit = jest.fn();
    const { user } = render({ onSubmit });
    const picker = input();
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(picker).toHaveAttribute('multiple');
    expect(picker).toHaveAccessibleDescription(text('image-field-hint'));
    expect(screen.getByRole('group', { name: 'Снимки на имота' })).toBeInTheDocument();

    await user.upload(picker, [file('kitchen.jpg', 'kitchen'), file('room.png', 'room', 'image/png')]);

    expect(await screen.findAllByRole('img')).toHaveLength(2);
    expect(previews()).toEqual([
      ['Снимка 1', dataUrlOf('kitchen')],
      ['Снимка 2', dataUrlOf('room', 'image/png')],
    ]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText(text('image-field-cover'))).toBeInTheDocument();
    expect(within(second!).queryByText(text('image-field-cover'))).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Добавени снимки: 2.');
    expect(await submitted(user, onSubmit)).toEqual([dataUrlOf('kitchen'), dataUrlOf('room', 'image/png')]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture, or over 5 MB, naming it, and keeps the good ones', async () => {
    const onSubmit = jest.fn();
    const { user } = render({ onSubmit });
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(input(), [
      file('notes.txt', 'hello', 'text/plain'),
      big,
      file('drawing.gif', 'GIF89a', 'image/gif'),
      file('ok.webp', 'ok', 'image/webp'),
    ]);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `notes.txt: ${text('error-image-type')}`,
      `huge.jpg: ${text('error-image-too-large')}`,
      `drawing.gif: ${text('error-image-type')}`,
    ]);
    expect(previews()).toEqual([['Снимка 1', dataUrlOf('ok', 'image/webp')]]);
    expect(await submitted(user, onSubmit)).toEqual([dataUrlOf('ok', 'image/webp')]);
  });

  it('refuses a file that the browser cannot open as a picture, naming it, and keeps the good ones of the pick', async () => {
    jest.mocked(createImageBitmap).mockImplementation(async (source) => {
      if ((source as File).name === 'notes.jpg') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width: 1, height: 1, close: () => {} } as ImageBitmap;
    });
    const onSubmit = jest.fn();
    const { user } = render({ onSubmit });
    await user.upload(input(), [file('notes.jpg', 'just some text'), file('room.jpg', 'room')]);

    expect(await screen.findByRole('alert')).toHaveTextContent(`notes.jpg: ${text('error-image-not-picture')}`);
    expect(previews()).toEqual([['Снимка 1', dataUrlOf('room')]]);
    expect(screen.getByRole('status')).toHaveTextContent('Добавени снимки: 1.');
    expect(await submitted(user, onSubmit)).toEqual([dataUrlOf('room')]);
  });

  it('says in English too what it refused', async () => {
    const { user } = renderWithProviders(<TestForm />, { locale: 'en', userOptions: { applyAccept: false } });
    await user.upload(screen.getByLabelText(text('image-field-add', 'en')), file('scan.pdf', '%PDF', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('scan.pdf: This file is not a JPEG, PNG or WebP picture.');
  });

  it('moves a picture earlier and later with buttons, keeping focus on the moved picture', async () => {
    const onSubmit = jest.fn();
    const { user } = render({ onSubmit, initial: ['/media/uploads/a.webp', '/media/uploads/b.webp', '/media/uploads/c.webp'] });
    expect(screen.getByRole('button', { name: 'Преместете снимка 1 напред' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Преместете снимка 3 назад' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Преместете снимка 3 напред' }));
    expect(previews().map(([, src]) => src)).toEqual(['/media/uploads/a.webp', '/media/uploads/c.webp', '/media/uploads/b.webp']);
    expect(screen.getByRole('button', { name: 'Преместете снимка 2 напред' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Снимката е преместена на позиция 2 от 3.');

    // The keyboard alone: Enter on the focused button moves it again; at the start, focus goes to "later".
    await user.keyboard('{Enter}');
    expect(previews().map(([, src]) => src)).toEqual(['/media/uploads/c.webp', '/media/uploads/a.webp', '/media/uploads/b.webp']);
    expect(screen.getByRole('button', { name: 'Преместете снимка 1 назад' })).toHaveFocus();
    await user.keyboard(' ');
    expect(previews().map(([, src]) => src)).toEqual(['/media/uploads/a.webp', '/media/uploads/c.webp', '/media/uploads/b.webp']);
    expect(screen.getByRole('button', { name: 'Преместете снимка 2 назад' })).toHaveFocus();

    expect(await submitted(user, onSubmit)).toEqual(['/media/uploads/a.webp', '/media/uploads/c.webp', '/media/uploads/b.webp']);
  });

  it('removes a picture, moving focus to the next one, and to the picker when none is left', async () => {
    const onSubmit = jest.fn();
    const { user } = render({ onSubmit, initial: ['/media/uploads/a.webp', '/media/uploads/b.webp'] });
    await user.click(screen.getByRole('button', { name: 'Премахнете снимка 1' }));
    expect(previews()).toEqual([['Снимка 1', '/media/uploads/b.webp']]);
    expect(screen.getByRole('button', { name: 'Премахнете снимка 1' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Снимката е премахната. Остават снимки: 1.');

    await user.keyboard('{Enter}');
    expect(previews()).toEqual([]);
    expect(input()).toHaveFocus();
    expect(await submitted(user, onSubmit)).toEqual([]);
  });

  it('previews kept pictures from their small copies and adds new ones after them', async () => {
    const onSubmit = jest.fn();
    const current = [{ url: '/media/uploads/a.webp', thumbnailUrl: '/media/uploads/a-thumb.webp' }];
    const { user } = render({ onSubmit, initial: ['/media/uploads/a.webp'], current });
    await user.upload(input(), file('new.jpg', 'new'));
    await screen.findByRole('img', { name: 'Снимка 2' });
    expect(previews()).toEqual([
      ['Снимка 1', '/media/uploads/a-thumb.webp'],
      ['Снимка 2', dataUrlOf('new')],
    ]);
    expect(await submitted(user, onSubmit)).toEqual(['/media/uploads/a.webp', dataUrlOf('new')]);
  });

  it('takes no more than its maximum, and no picture twice', async () => {
    const { user, i18n } = render({ max: 2, initial: [dataUrlOf('first')] });
    await user.upload(input(), [file('first-again.jpg', 'first'), file('second.jpg', 'second'), file('third.jpg', 'third')]);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`first-again.jpg: ${text('error-image-duplicate')}`, `third.jpg: ${i18n.t('error-image-too-many', { max: 2 })}`]);
    expect(i18n.t('error-image-too-many', { max: 2 })).toBe('Можете да добавите до 2 снимки.');
    expect(previews().map(([, src]) => src)).toEqual([dataUrlOf('first'), dataUrlOf('second')]);
    expect(input()).toBeDisabled();
  });

  it('as a single picture, replaces it with the next pick and offers no moving', async () => {
    const onSubmit = jest.fn();
    const { user } = render({ onSubmit, max: 1, label: 'Лого', initial: ['/media/uploads/logo.webp'] });
    const picker = screen.getByLabelText(text('image-field-add-one'));
    expect(picker).not.toHaveAttribute('multiple');
    expect(picker).toHaveAccessibleDescription(text('image-field-hint-one'));
    expect(screen.queryByRole('button', { name: /Преместете/ })).not.toBeInTheDocument();
    expect(screen.queryByText(text('image-field-cover'))).not.toBeInTheDocument();

    await user.upload(picker, file('logo.png', 'logo', 'image/png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Снимка 1' })).toHaveAttribute('src', dataUrlOf('logo', 'image/png')));
    expect(previews()).toHaveLength(1);
    expect(await submitted(user, onSubmit)).toEqual([dataUrlOf('logo', 'image/png')]);
  });

  it("shows the server's error under the picture it names, and marks the field invalid", () => {
    render({
      initial: ['/media/uploads/a.webp', dataUrlOf('bad')],
      initialErrors: { 'images.1': 'Файлът не е снимка във формат JPEG, PNG или WebP.' },
    });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(second!).getByText('Файлът не е снимка във формат JPEG, PNG или WebP.')).toBeInTheDocument();
    expect(within(first!).queryByText(/JPEG/)).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the field's own error once touched", async () => {
    const { user } = renderWithProviders(
      <Formik
        initialValues={{ images: [] as string[] }}
        validate={(values) => (values.images.length === 0 ? { images: 'error-required' } : {})}
        onSubmit={() => {}}
      >
        <Form noValidate>
          <ImageField name="images" label="Снимки" max={5} required />
          <button type="submit">Запази</button>
        </Form>
      </Formik>,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toBeRequired();
    expect(input()).toHaveAccessibleDescription(`${text('image-field-hint')} ${text('error-required')}`);
  });
});
