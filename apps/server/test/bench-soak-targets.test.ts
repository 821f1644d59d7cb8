import { describe, expect, it } from 'vitest';
import { memoryTargetMb } from '../bench/figures.ts';
import { printSoak, type SoakFigures } from '../bench/soak.ts';

// The memory soak's targets (ADR 43): the peak's by the runtime, and the growth from one half to the next.
const half = (averageMb: number, peakMb: number) => ({ averageMb, peakMb, trendMbPer10Min: 0 });

const figures = (over: Partial<SoakFigures>): SoakFigures => ({
  minutes: 60,
  subjects: 3000,
  connections: 6,
  rate: 0,
  startMb: 200,
  peakMb: 280,
  endMb: 275,
  highWaterMb: 282,
  node: 'v24.22.3',
  targetMb: 300,
  firstHalf: half(265, 280),
  secondHalf: half(268, 279),
  perMinuteMb: [260, 270],
  children: { startMb: 80, peakMb: 250, endMb: 240, perMinuteMb: [240] },
  readers: { requests: 1, errors: 0, non2xx: 0, errorsAt: [] },
  actions: {},
  ...over,
});

const printed = (f: SoakFigures, start: string) => {
  const lines: string[] = [];
  printSoak(f, (line) => lines.push(line));
  return lines.find((line) => line.startsWith(start)) ?? '';
};
const targetsLine = (f: SoakFigures) => printed(f, 'targets:');

describe('the memory soak’s targets', () => {
  it('is 250 MB on Node 20’s V8 and 300 MB from V8 12 (Node 22 and 24)', () => {
    expect(memoryTargetMb('11.3.244.8-node.38')).toBe(250);
    expect(memoryTargetMb('12.4.254.21-node.57')).toBe(300);
    expect(memoryTargetMb('13.6.233.17-node.63')).toBe(300);
  });

  it('says whether the peak held, the kernel’s high-water mark included, and by how much the memory grew', () => {
    expect(targetsLine(figures({}))).toContain('peak < 300 MB on Node v24.22.3');
    expect(targetsLine(figures({}))).toContain('high-water mark: held');
    expect(targetsLine(figures({}))).toContain(
      '(average +3.0 MB, peak −1.0 MB; trend in the second half +0.0 MB',
    );
    expect(targetsLine(figures({ highWaterMb: 301 }))).toContain('high-water mark: NOT held');
    expect(targetsLine(figures({ node: 'v20.20.2', targetMb: 250 }))).toContain(
      'peak < 250 MB on Node v20.20.2 (280 MB sampled, 282 MB high-water mark: NOT held)',
    );
    expect(
      targetsLine(figures({ secondHalf: { averageMb: 285, peakMb: 290, trendMbPer10Min: 2.5 } })),
    ).toContain('(average +20.0 MB, peak +10.0 MB; trend in the second half +2.5 MB per 10 minutes)');
  });

  it('says how the readers asked: as fast as answered, or at a fixed rate (ADR 44)', () => {
    expect(printed(figures({}), '\nmemory soak:')).toContain(
      '6 reader connections, each asking again once answered',
    );
    expect(printed(figures({ rate: 50 }), '\nmemory soak:')).toContain(
      '6 reader connections, 50 requests a second in all',
    );
  });
});
