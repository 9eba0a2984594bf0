import { fireEvent, screen, within } from '@testing-library/react';
import { Gallery } from '../../../src/ui/Gallery.tsx';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

const picture = (name: string) => ({ url: `/media/uploads/${name}.webp`, thumbnailUrl: `/media/uploads/${name}-thumb.webp` });
const THREE = [picture('a'), picture('b'), picture('c')];

function renderGallery(images = THREE) {
  const result = renderWithProviders(<Gallery images={images} title="Диван Ема" sizes="100vw" />);
  const gallery = screen.getByRole('region', { name: 'Снимки на Диван Ема' });
  const photo = () => within(gallery).getAllByRole('img')[0]!;
  return { ...result, gallery, photo };
}

describe('Gallery', () => {
  it('shows the first picture, its number, and a pressed thumbnail per picture', () => {
    const { gallery, photo } = renderGallery();
    expect(gallery).toHaveAttribute('aria-roledescription', text('gallery'));
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 1 от 3');
    expect(photo()).toHaveAttribute('src', '/media/uploads/a.webp');
    expect(within(gallery).getByText('1 от 3')).toBeInTheDocument();
    const thumbs = within(within(gallery).getByRole('list', { name: text('gallery-thumbnails') })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  });

  it('moves with the arrows, round from the last to the first and back', async () => {
    const { gallery, photo, user } = renderGallery();
    const next = within(gallery).getByRole('button', { name: text('gallery-next') });
    const previous = within(gallery).getByRole('button', { name: text('gallery-previous') });
    await user.click(previous);
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 3 от 3');
    await user.click(next);
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 1 от 3');
    await user.click(next);
    expect(photo()).toHaveAttribute('src', '/media/uploads/b.webp');
    expect(within(gallery).getByText('2 от 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Покажи снимка 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves with the arrow keys, Home and End while it has focus', async () => {
    const { gallery, photo, user } = renderGallery();
    await user.tab();
    expect(gallery).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 2 от 3');
    await user.keyboard('{End}');
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 3 от 3');
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 1 от 3');
    await user.keyboard('{ArrowLeft}');
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 3 от 3');
    await user.keyboard('{Home}');
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 1 от 3');
  });

  it('shows the picture of the thumbnail chosen, and moves with a swipe but not with a mouse drag', async () => {
    const { gallery, photo, user } = renderGallery();
    await user.click(within(gallery).getByRole('button', { name: 'Покажи снимка 3' }));
    expect(photo()).toHaveAttribute('src', '/media/uploads/c.webp');
    const stage = photo().parentElement!;
    // jsdom has no PointerEvent: a mouse event that says where it comes from.
    const pointer = (type: string, clientX: number, pointerType: string) =>
      Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY: 100 }), { pointerType });
    fireEvent(stage, pointer('pointerdown', 200, 'touch'));
    fireEvent(stage, pointer('pointerup', 50, 'touch'));
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 1 от 3');
    fireEvent(stage, pointer('pointerdown', 200, 'mouse'));
    fireEvent(stage, pointer('pointerup', 50, 'mouse'));
    expect(photo()).toHaveAccessibleName('Диван Ема, снимка 1 от 3');
  });

  it('is one picture without controls when there is one, and says so when there is none', () => {
    const { gallery, unmount } = renderGallery([picture('a')]);
    expect(gallery).not.toHaveAttribute('tabindex');
    expect(within(gallery).queryByRole('button')).not.toBeInTheDocument();
    expect(within(gallery).queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Gallery images={[]} title="Диван Ема" sizes="100vw" />);
    expect(screen.getByText(text('gallery-no-photos'))).toBeInTheDocument();
  });
});
