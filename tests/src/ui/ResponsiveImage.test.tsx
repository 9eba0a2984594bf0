import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from '../../../src/ui/ResponsiveImage.tsx';

const stored = { url: '/media/uploads/a.webp', thumbnailUrl: '/media/uploads/a-thumb.webp', width: 1600, height: 1067 };

describe('ResponsiveImage', () => {
  it('offers both copies with their widths, reserves its place, and loads lazily off the main thread', () => {
    render(<ResponsiveImage image={stored} alt="Хол с изглед към Витоша" sizes="(min-width: 64em) 25vw, 50vw" className="card" />);
    const image = screen.getByRole('img', { name: 'Хол с изглед към Витоша' });
    expect(image).toHaveAttribute('src', '/media/uploads/a.webp');
    expect(image).toHaveAttribute('srcset', '/media/uploads/a-thumb.webp 480w, /media/uploads/a.webp 1600w');
    expect(image).toHaveAttribute('sizes', '(min-width: 64em) 25vw, 50vw');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveClass('card');
  });

  it("loads the page's main picture at once, with high priority", () => {
    render(<ResponsiveImage image={stored} alt="Корица" sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Корица' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('is one URL when the small copy is the picture itself: narrow pictures, and the seeded ones of unknown size', () => {
    const { rerender } = render(<ResponsiveImage image={{ ...stored, width: 400, height: 300 }} alt="Малка" sizes="50vw" />);
    let image = screen.getByRole('img', { name: 'Малка' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '400');

    const seeded = { url: '/media/generated/property/7.svg', thumbnailUrl: '/media/generated/property/7.svg', width: null, height: null };
    rerender(<ResponsiveImage image={seeded} alt="Малка" sizes="50vw" />);
    image = screen.getByRole('img', { name: 'Малка' });
    expect(image).toHaveAttribute('src', '/media/generated/property/7.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('width');
    expect(image).not.toHaveAttribute('height');
  });

  it('may be decorative, saying so with an empty alt', () => {
    const { container } = render(<ResponsiveImage image={stored} alt="" sizes="100vw" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
