import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIVE_DATA_ELEMENT_ID, liveDataScript, seedLiveData } from './live-page-data';

/** A document holding only the page's data block, as the server writes it. */
function documentWith(script: string): Document {
  const doc = document.implementation.createHTMLDocument('live');
  doc.body.innerHTML = script;
  return doc;
}

describe('a live page’s data block', () => {
  it('cannot be closed or broken by the text it carries', () => {
    const name = '</script><script>alert(1)</script>&\u2028';
    const script = liveDataScript([{ key: ['home', 'athletes'], data: { name }, at: 1 }]);
    // One element, closed by its own end tag only.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('\u2028');

    const client = new QueryClient();
    seedLiveData(client, documentWith(script));
    expect(client.getQueryData(['home', 'athletes'])).toEqual({ name });
  });

  it('seeds the cache as read at the server’s time, so staleness counts from then', () => {
    const client = new QueryClient();
    const at = Date.now() - 5_000;
    const doc = documentWith(
      liveDataScript([{ key: ['home', 'athletes'], data: { trending: [], newest: [] }, at }]),
    );
    seedLiveData(client, doc);
    expect(client.getQueryState(['home', 'athletes'])?.dataUpdatedAt).toBe(at);
    expect(doc.getElementById(LIVE_DATA_ELEMENT_ID)).not.toBeNull();
  });

  it('leaves the cache empty without a block, or with one that is not the server’s', () => {
    for (const body of [
      '<p>No data here</p>',
      `<script type="application/json" id="${LIVE_DATA_ELEMENT_ID}">{not json</script>`,
      `<script type="application/json" id="${LIVE_DATA_ELEMENT_ID}">[{"key":"home"}]</script>`,
    ]) {
      const client = new QueryClient();
      seedLiveData(client, documentWith(body));
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
