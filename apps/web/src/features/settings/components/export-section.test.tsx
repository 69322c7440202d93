import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EXPORT_TEXT, ExportSection } from './export-section';

const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  // jsdom cannot download: record what the page handed to the browser instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

/** A streamed body of several chunks, as the server sends an export. */
function streamed(parts: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

const render = () => renderWithProviders(<ExportSection />, { url: '/settings', path: '/settings' });

describe('ExportSection', () => {
  it('explains the export and offers both files as download links of the signed-in user’s own data', () => {
    mockApi({ user: TEST_USER });
    render();
    const section = screen.getByRole('region', { name: EXPORT_TEXT.heading });
    expect(within(section).getByRole('heading', { level: 2, name: 'Export your data' })).toBeInTheDocument();
    expect(section).toHaveTextContent(/every session with its sets/);
    const json = within(section).getByRole('link', { name: EXPORT_TEXT.json });
    const csv = within(section).getByRole('link', { name: EXPORT_TEXT.csv });
    expect(json).toHaveAttribute('href', '/api/me/export');
    expect(csv).toHaveAttribute('href', '/api/me/export.csv');
    expect(json).toHaveAttribute('download');
    expect(csv).toHaveAttribute('download');
  });

  it('fetches the file with progress and saves it under the name the server gave', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/export.csv': () =>
          streamed(['Date,Workout Name\r\n', '2026-11-24 10:00:00,Push\r\n'], {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="stryd-export-alex_runs-2026-11-24.csv"',
          }),
      },
    });
    const { user } = render();
    await user.click(screen.getByRole('link', { name: EXPORT_TEXT.csv }));
    expect(
      await screen.findByText('Saved stryd-export-alex_runs-2026-11-24.csv to your downloads.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/me/export'))).toEqual([
      { method: 'GET', path: '/api/me/export.csv', body: undefined },
    ]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('stryd-export-alex_runs-2026-11-24.csv');
    expect(await saved[0]!.blob.text()).toBe('Date,Workout Name\r\n2026-11-24 10:00:00,Push\r\n');
  });

  it('shows that it is working, and takes no second click, while the export downloads', async () => {
    let finish: (response: Response) => void = () => {};
    const requests = mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/me/export': () => new Promise<Response>((resolve) => (finish = resolve)) },
    });
    const { user } = render();
    const json = screen.getByRole('link', { name: EXPORT_TEXT.json });
    await user.click(json);
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing your export…');
    expect(json).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: EXPORT_TEXT.csv })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(json);
    expect(requests.filter((r) => r.path === '/api/me/export')).toHaveLength(1);
    finish(streamed(['{"format":"stryd-export"}'], { 'content-type': 'application/json' }));
    expect(await screen.findByText('Saved stryd-export.json to your downloads.')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['stryd-export.json']);
    expect(json).not.toHaveAttribute('aria-disabled');
  });

  it('shows the server’s reason when the export is refused, and saves nothing', async () => {
    const message = 'You can export your data 20 times an hour. Please try again in 12 minutes.';
    mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/me/export': () => jsonResponse({ code: 'EXPORT_RATE_LIMITED', message }, 429) },
    });
    const { user } = render();
    await user.click(screen.getByRole('link', { name: EXPORT_TEXT.json }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toEqual([]);
  });
});
