// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { intl } from '../../lib/i18n';
import { FilePreview } from './FilePreview';

// pdf.js needs a canvas and a worker, which jsdom has not: the preview's own chunk is replaced by a stand-in that
// counts how often it is set up (the browser draws real pages in e2e/file-preview.spec.ts).
const mounted = vi.hoisted(() => ({ count: 0 }));
vi.mock('./PdfPreview', async () => {
  const { useState } = await import('react');
  return {
    default: function PdfStandIn({ url, name }: { url: string; name: string }) {
      useState(() => (mounted.count += 1));
      return (
        <p>
          pdf.js draws {name} from {url}
        </p>
      );
    },
  };
});

const show = (props: { url: string; name: string; mimeType?: string }) =>
  render(
    <RawIntlProvider value={intl}>
      <FilePreview {...props} />
    </RawIntlProvider>,
  );

describe('FilePreview', () => {
  it('draws a PDF with pdf.js (its own chunk), beside its download, and frames nothing', async () => {
    const { container } = show({ url: 'https://files.example.com/a.pdf', name: 'a.pdf' });
    expect(await screen.findByText('pdf.js draws a.pdf from https://files.example.com/a.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download a.pdf' })).toHaveAttribute('download', 'a.pdf');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no query finds an embedded document; the point is that there is none
    expect(container.querySelector('iframe, object, embed')).toBeNull();
  });

  it('starts afresh (first page, new document) when the shown file changes in place', async () => {
    mounted.count = 0;
    const { rerender } = show({ url: 'https://files.example.com/a.pdf', name: 'a.pdf' });
    await screen.findByText(/pdf\.js draws a\.pdf/);
    rerender(
      <RawIntlProvider value={intl}>
        <FilePreview url="https://files.example.com/b.pdf" name="b.pdf" />
      </RawIntlProvider>,
    );
    await screen.findByText(/pdf\.js draws b\.pdf/);
    expect(mounted.count).toBe(2);
  });

  it('never renders an HTML or SVG file: only its download', () => {
    for (const file of [
      { url: 'data:text/html,<script>alert(1)</script>', name: 'welcome.html', mimeType: 'text/html' },
      { url: 'data:image/svg+xml,<svg onload="alert(1)"/>', name: 'logo.png', mimeType: 'image/svg+xml' },
    ]) {
      const { container, unmount } = show(file);
      expect(screen.getByText('This file cannot be shown here. Download it to open it.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Download ${file.name}` })).toHaveAttribute('href', file.url);
      // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no query finds an embedded document or a script; the point is that there is none
      expect(container.querySelector('iframe, object, embed, img, script')).toBeNull();
      unmount();
    }
  });
});
