import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

describe('Footer', () => {
  it('has a year-stamped copyright link and an external "Visit our website" link', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const year = new Date().getFullYear();
    const copyright = screen.getByRole('link', { name: `© ${year} Cannabis Market Reports` });
    expect(copyright).toHaveAttribute('href', 'https://example.com');
    const website = screen.getByRole('link', { name: 'Visit our website' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the public data catalogue', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Data sources' })).toHaveAttribute('href', '/data');
  });
});
