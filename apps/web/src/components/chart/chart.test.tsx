import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSnapshotQuery } from '@console/shared/chart/schemas';
import { useSettings } from '../../stores/settings';
import { Chart, type ChartSnapshotLoader, type EChartsLoader } from './chart';
import type { ChartOption } from './chart-option';
import { stubResizeObserver } from '@/test/resize-observer';

/** Observers that report at once: every chart is in view, every size as set below. */
class ImmediateObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

let size = { width: 640, height: 300 };
let resizes: ReturnType<typeof stubResizeObserver>;

function fakeECharts() {
  const instance = {
    setOption: vi.fn(),
    dispose: vi.fn(),
    resize: vi.fn(),
    getWidth: () => size.width,
    getHeight: () => size.height,
  };
  const init = vi.fn(() => instance);
  const load = vi.fn(() => Promise.resolve({ echarts: { init } })) as unknown as EChartsLoader;
  return { instance, init, load };
}

const option: ChartOption = { series: [{ type: 'line', data: [1, 2, 3] }] };
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="300"></svg>';

beforeEach(() => {
  size = { width: 640, height: 300 };
  vi.stubGlobal('IntersectionObserver', ImmediateObserver);
  resizes = stubResizeObserver();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => size.width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => size.height);
  act(() => useSettings.getState().update({ theme: 'dark' }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders a chart with a picture and waits for the picture to be asked for and placed. */
async function withPicture(snapshot: ChartSnapshotLoader = vi.fn(() => Promise.resolve(svg))) {
  const echarts = fakeECharts();
  const view = render(
    <Chart option={option} label="Content per day" height={300} load={echarts.load} snapshot={snapshot} />,
  );
  const chart = screen.getByRole('img', { name: 'Content per day' });
  const picture = await vi.waitFor(() => {
    const img = chart.querySelector('img');
    if (!img) throw new Error('no picture yet');
    return img;
  });
  return { ...echarts, view, chart, picture, snapshot };
}

describe('Chart with a server picture', () => {
  it('shows the picture, measured and themed, and is ready once it has loaded, without loading ECharts', async () => {
    const { chart, picture, snapshot, load } = await withPicture();
    expect(snapshot).toHaveBeenCalledWith(
      { theme: 'dark', width: 640, height: 300 } satisfies ChartSnapshotQuery,
      expect.any(AbortSignal),
    );
    expect(picture.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(picture).toHaveProperty('alt', '');
    expect(chart.dataset.chartReady).toBe('false');
    fireEvent.load(picture);
    expect(chart.dataset.chartReady).toBe('true');
    expect(load).not.toHaveBeenCalled();
  });

  it('turns live when the pointer reaches it, and its first frame does not animate', async () => {
    const { chart, picture, init, instance } = await withPicture();
    fireEvent.load(picture);
    fireEvent.pointerEnter(chart);
    await vi.waitFor(() => expect(init).toHaveBeenCalledOnce());
    await vi.waitFor(() =>
      expect(instance.setOption).toHaveBeenCalledWith({ ...option, animation: false }, { notMerge: true }),
    );
    expect(chart.querySelector('img')).toBeNull();
    expect(chart.dataset.chartReady).toBe('true');
  });

  it('turns live when the option changes (new data, theme or language)', async () => {
    const { view, load, snapshot, instance } = await withPicture();
    const next: ChartOption = { series: [{ type: 'line', data: [4, 5, 6] }] };
    view.rerender(<Chart option={next} label="Content per day" height={300} load={load} snapshot={snapshot} />);
    await vi.waitFor(() => expect(instance.setOption).toHaveBeenCalledWith(next, { notMerge: true }));
  });

  it('turns live when its width changes', async () => {
    const { init } = await withPicture();
    size = { ...size, width: 500 };
    act(() => resizes.report());
    await vi.waitFor(() => expect(init).toHaveBeenCalledOnce());
  });

  it('asks for the picture while its data is still on the way, and the data coming does not make it live', async () => {
    const echarts = fakeECharts();
    const snapshot = vi.fn(() => Promise.resolve(svg));
    const empty: ChartOption = { series: [{ type: 'line', data: [] }] };
    const view = render(
      <Chart option={empty} label="Content per day" height={300} load={echarts.load} snapshot={snapshot} pending />,
    );
    const chart = screen.getByRole('img', { name: 'Content per day' });
    expect(snapshot).toHaveBeenCalledOnce();
    expect(chart.querySelector('.arco-skeleton')).not.toBeNull();
    const picture = await vi.waitFor(() => chart.querySelector('img') ?? Promise.reject(new Error('no picture yet')));
    fireEvent.load(picture);
    expect(chart.querySelector('.arco-skeleton')).toBeNull();
    expect(chart.dataset.chartReady).toBe('true');

    // The data arrives: that first option is what the picture shows. A later one makes it live.
    view.rerender(
      <Chart option={option} label="Content per day" height={300} load={echarts.load} snapshot={snapshot} />,
    );
    await act(() => Promise.resolve());
    expect(echarts.load).not.toHaveBeenCalled();
    const next: ChartOption = { series: [{ type: 'line', data: [4, 5, 6] }] };
    view.rerender(<Chart option={next} label="Content per day" height={300} load={echarts.load} snapshot={snapshot} />);
    await vi.waitFor(() =>
      expect(echarts.instance.setOption).toHaveBeenCalledWith({ ...next, animation: false }, { notMerge: true }),
    );
  });

  it('draws live at once when the picture fails or the chart is too small for one', async () => {
    const failing = fakeECharts();
    render(
      <Chart
        option={option}
        label="A"
        load={failing.load}
        snapshot={() => Promise.reject(new Error('Request Error'))}
      />,
    );
    await vi.waitFor(() => expect(failing.init).toHaveBeenCalledOnce());

    size = { width: 60, height: 300 };
    const tiny = fakeECharts();
    const snapshot = vi.fn(() => Promise.resolve(svg));
    render(<Chart option={option} label="B" load={tiny.load} snapshot={snapshot} />);
    await vi.waitFor(() => expect(tiny.init).toHaveBeenCalledOnce());
    expect(snapshot).not.toHaveBeenCalled();
  });
});

describe('Chart below the fold', () => {
  it('holds a skeleton in its place until it is scrolled to and drawn', async () => {
    let reportInView: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof reportInView) {
          reportInView = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const echarts = fakeECharts();
    render(<Chart option={option} label="Sources" height={300} load={echarts.load} />);
    const chart = screen.getByRole('img', { name: 'Sources' });
    expect(chart.querySelector('.arco-skeleton')).not.toBeNull();
    expect(echarts.load).not.toHaveBeenCalled();
    act(() => reportInView([{ isIntersecting: true }]));
    await vi.waitFor(() => expect(chart.dataset.chartReady).toBe('true'));
    expect(chart.querySelector('.arco-skeleton')).toBeNull();
  });
});
