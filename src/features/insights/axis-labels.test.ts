import { axisLabelStep } from './axis-labels';

/** The Mondays of a year of weeks from 8 Dec 2025, as the chart's axis writes them in a locale. */
function weekLabels(locale: string, weeks: number): string[] {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: weeks }, (_, i) => format.format(Date.UTC(2025, 11, 8 + 7 * i)));
}

const labelled = (labels: string[], width: number) => {
  const step = axisLabelStep(labels, width);
  return labels.filter((_, i) => i % step === 0);
};

// The plot of a chart on a 390 px phone is 270 px wide (the card's and the axis's room taken off), on a 1280 px
// screen 424 px (half the page).
describe('the labels under an insights chart', () => {
  it('on a phone in German, a year of weeks shows four dates, each with room for the longest', () => {
    const labels = weekLabels('de', 53);
    expect(labels).toContain('19.10.');
    const shown = labelled(labels, 270);
    expect(shown).toEqual(['8.12.', '16.3.', '22.6.', '28.9.']);
    // Apart by at least the longest label's width at 7 px a character and a 16 px gap.
    expect((axisLabelStep(labels, 270) * 270) / labels.length).toBeGreaterThanOrEqual(6 * 7 + 16);
  });

  it('shows more of the shorter English dates on a phone, and six on a wide screen in either language', () => {
    expect(labelled(weekLabels('en', 53), 270)).toHaveLength(5);
    expect(labelled(weekLabels('de', 53), 424)).toHaveLength(6);
    expect(labelled(weekLabels('en', 53), 424)).toHaveLength(6);
  });

  it('labels every month of a quarter, and a quarter of weeks by every fourth week on a phone', () => {
    const months = ['Sept.', 'Okt.', 'Nov.', 'Dez.'];
    expect(labelled(months, 270)).toEqual(months);
    expect(labelled(weekLabels('de', 14), 270)).toHaveLength(4);
    expect(labelled(weekLabels('de', 14), 424)).toHaveLength(5);
  });

  it('labels at least the first bucket on a chart too narrow for two', () => {
    expect(labelled(weekLabels('de', 14), 0)).toEqual(['8.12.']);
  });
});
