import { screen } from '@testing-library/react';
import { UploadProgress } from '../../../src/ui/UploadProgress.tsx';
import { renderWithProviders } from '../helpers/render.tsx';

describe('UploadProgress', () => {
  it('is a progress bar with its percentage', () => {
    renderWithProviders(<UploadProgress value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Качване' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42 %');
    expect(screen.getByText('42 %')).toBeInTheDocument();
  });

  it('speaks English too, and stays within 0–100', () => {
    renderWithProviders(<UploadProgress value={130} />, { locale: 'en' });
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('shows nothing while nothing is being sent', () => {
    renderWithProviders(<UploadProgress value={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
