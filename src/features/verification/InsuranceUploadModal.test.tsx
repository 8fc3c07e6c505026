// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { seededApi, shellHandlers } from '../../test/fixtures';
import { API, renderApp, resetBrowserState } from '../../test/render-app';

// The upload call itself stands in (jsdom's multipart bodies do not reach msw/node): each file's outcome is scripted.
const sent: string[] = [];
const failOnce = new Set<string>();
vi.mock('../../../generated/api/provider/upload-provider-indemnity-insurance', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../generated/api/provider/upload-provider-indemnity-insurance')>();
  return {
    ...actual,
    getUploadProviderIndemnityInsuranceMutationOptions: () => ({
      mutationKey: ['uploadProviderIndemnityInsurance'],
      mutationFn: async ({ data }: { data: { file: File } }) => {
        sent.push(data.file.name);
        if (failOnce.delete(data.file.name)) throw Object.assign(new Error('The storage is busy.'), { status: 503 });
        return {
          identifier: `in_${sent.length}`,
          name: data.file.name,
          sizeBytes: data.file.size,
          url: 'http://api.test/f',
          uploadedAt: new Date().toISOString(),
        };
      },
    }),
  };
});

const seeded = seededApi();
const server = setupServer(
  http.get(`${API}/provider/indemnity-insurance`, ({ request }) => seeded.forward(request, 'provider')),
  http.get(`${API}/user/timezone`, ({ request }) => seeded.forward(request, 'provider')),
  ...shellHandlers(seeded, API, 'provider'),
);
listenStrictly(server);

beforeEach(() => {
  resetBrowserState();
  sent.length = 0;
  failOnce.clear();
  failOnce.add('b-policy.pdf');
  startSession({
    token: 'tok',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    userType: 'provider',
    isActive: true,
  });
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the insurance "files upload" modal', () => {
  it('sends one request per file, never a refused one, shows each result and retries only the failed', async () => {
    renderApp('/privacy-policy/?modal=files-upload');
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: 'Indemnity insurance files' }, { timeout: 10_000 });
    await user.upload(within(dialog).getByTestId('insurance-file-input'), [
      pdf('a-policy.pdf'),
      pdf('b-policy.pdf'),
      new File(['MZ'], 'tool.exe'),
    ]);
    expect(
      within(dialog).getByText('Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Qualification' }));
    expect(await within(dialog).findByText(/uploaded$/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/· failed/)).toBeInTheDocument();
    expect(sent).toEqual(['a-policy.pdf', 'b-policy.pdf']);

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed uploads' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual(['a-policy.pdf', 'b-policy.pdf', 'b-policy.pdf']);
  });
});
