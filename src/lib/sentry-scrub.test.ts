import {
  type Envelope,
  FILTERED,
  scrubbingTransport,
  scrubBreadcrumb,
  scrubEnvelope,
  scrubEvent,
  scrubText,
} from './sentry-scrub';

describe('what an error report may carry', () => {
  it('masks e-mail addresses and drops the query and fragment of every URL', () => {
    expect(scrubText('No account for grace.a+1@example.co.uk')).toBe('No account for [email]');
    expect(scrubText('GET https://api.example.com/booking?searchQuery=anxiety#top failed')).toBe(
      'GET https://api.example.com/booking failed',
    );
    expect(scrubText('/reset-password/?token=abc')).toBe('/reset-password/');
  });

  it('keeps no copied accessible names in click breadcrumbs, no console arguments, no URL queries', () => {
    expect(
      scrubBreadcrumb({
        category: 'ui.click',
        message: 'header > button.menu[aria-label="Account menu for Grace Adeyemi"]',
      })?.message,
    ).toBe(`header > button.menu[aria-label="${FILTERED}"]`);
    expect(
      scrubBreadcrumb({ category: 'console', message: 'Failed', data: { arguments: [{ firstName: 'Grace' }] } }),
    ).toEqual({ category: 'console', message: 'Failed' });
    expect(
      scrubBreadcrumb({ category: 'fetch', data: { url: '/api/chat/pr_demo?searchQuery=my%20divorce', method: 'GET' } })
        ?.data,
    ).toEqual({ url: '/api/chat/pr_demo', method: 'GET' });
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/login/?redirect=%2Fwallet%2F', to: '/wallet/' } })
        ?.data,
    ).toEqual({ from: '/login/', to: '/wallet/' });
  });

  it('drops the user, request headers’ queries, and fields that name a person or hold what they wrote', () => {
    const event = scrubEvent({
      type: undefined,
      user: { email: 'grace@example.com', ip_address: '10.0.0.1' },
      request: {
        url: 'https://app.example.com/messages/pr_demo/?q=hello',
        headers: { Referer: 'https://app.example.com/login/?email=grace@example.com' },
        cookies: { session: 'x' },
      },
      extra: { body: 'I feel anxious', firstName: 'Grace', nested: { lastName: 'Adeyemi', count: 2 }, note: 'private' },
      contexts: { react: { componentStack: 'at Boom' }, culture: { locale: 'en' } },
    });
    expect(event.user).toBeUndefined();
    expect(event.request).toEqual({
      url: 'https://app.example.com/messages/pr_demo/',
      headers: { Referer: 'https://app.example.com/login/' },
    });
    expect(event.extra).toEqual({
      body: FILTERED,
      firstName: FILTERED,
      nested: { lastName: FILTERED, count: 2 },
      note: FILTERED,
    });
    expect(event.contexts).toEqual({ react: { componentStack: 'at Boom' }, culture: { locale: 'en' } });
  });
});

describe('replay and events carry no secrets: every envelope is scrubbed before it leaves', () => {
  const SECRET = 'tok-SECRET-4242';
  const recording = (events: unknown[]) => `{"segment_id":0}\n${JSON.stringify(events)}`;
  const replayEnvelope = (payload: string | Uint8Array) =>
    [
      { event_id: 'r1', trace: { transaction: `/reset-password/?token=${SECRET}` } },
      [
        [
          { type: 'replay_event' },
          {
            type: 'replay_event',
            urls: [`https://app.example/reset-password/?token=${SECRET}#pw`, '/messages/?q=zelda%40example.org'],
            request: { url: `https://app.example/reset-password/?token=${SECRET}` },
          },
        ],
        [{ type: 'replay_recording', length: 0 }, payload],
      ],
    ] as unknown as Envelope;
  const events = [
    { type: 4, data: { href: `https://app.example/reset-password/?token=${SECRET}`, width: 1, height: 1 } },
    {
      type: 2,
      data: {
        node: {
          childNodes: [
            { tagName: 'a', attributes: { href: '/messages/?q=zelda.secret@example.org', style: 'color:#fff' } },
            { tagName: 'style', attributes: { _cssText: 'a{width:calc(100%/3);color:#fff}' } },
            { textContent: 'Mail zelda.secret@example.org' },
          ],
        },
      },
    },
    {
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: {
          op: 'navigation.push',
          description: '/messages/?q=zelda%40example.org',
          data: { previous: `/x?token=${SECRET}` },
        },
      },
    },
    {
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: { op: 'resource.fetch', description: 'https://api.example/messages/chat-list?searchQuery=zelda' },
      },
    },
    {
      type: 5,
      data: { tag: 'breadcrumb', payload: { message: `Went to /reset-password/?token=${SECRET} for a@b.io` } },
    },
  ];

  it('strips every URL’s query and fragment, and every e-mail address, from a replay; the page’s styles stay', () => {
    const [headers, items] = scrubEnvelope(replayEnvelope(recording(events)));
    const sent = JSON.stringify([headers, items]);
    expect(sent).not.toMatch(/SECRET|zelda|a@b\.io|token=|q=|searchQuery/);
    const [[, replayEvent], [recordingHeader, payload]] = items as unknown as [
      [unknown, { urls: string[] }],
      [{ length: number }, string],
    ];
    expect(replayEvent.urls).toEqual(['https://app.example/reset-password/', '/messages/']);
    expect(recordingHeader.length).toBe(new TextEncoder().encode(payload).length);
    const [meta, snapshot, push, fetched, breadcrumb] = JSON.parse(payload.split('\n')[1]!) as typeof events;
    expect(meta!.data).toMatchObject({ href: 'https://app.example/reset-password/' });
    expect(JSON.stringify(snapshot)).toContain('"href":"/messages/"');
    expect(JSON.stringify(snapshot)).toContain('a{width:calc(100%/3);color:#fff}');
    expect(JSON.stringify(snapshot)).toContain('Mail [email]');
    expect(push!.data).toMatchObject({ payload: { description: '/messages/', data: { previous: '/x' } } });
    expect(fetched!.data).toMatchObject({ payload: { description: 'https://api.example/messages/chat-list' } });
    expect(breadcrumb!.data).toMatchObject({ payload: { message: 'Went to /reset-password/ for [email]' } });
  });

  it('sends no replay it cannot read (a compressed one)', () => {
    const [, items] = scrubEnvelope(replayEnvelope(new Uint8Array([0x78, 0x9c, 1, 2, 3])));
    expect(items).toEqual([]);
  });

  it('the transport sends only the scrubbed envelope, and error events lose their transaction’s query', async () => {
    const send = vi.fn(async () => ({}));
    const transport = scrubbingTransport(() => ({ send, flush: async () => true }))({} as never);
    const event = [
      {},
      [[{ type: 'event' }, { transaction: `/reset-password/?token=${SECRET}`, request: { url: '/x?email=a@b.io' } }]],
    ] as unknown as Envelope;
    await transport.send(event);
    expect(JSON.stringify(send.mock.calls)).not.toMatch(/SECRET|a@b\.io|email=/);
    expect(scrubEvent({ type: undefined, transaction: `/reset-password/?token=${SECRET}` }).transaction).toBe(
      '/reset-password/',
    );
  });
});
