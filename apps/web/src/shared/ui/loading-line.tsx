/**
 * "Đang tải..." in grey, centred, as a `status` for screen readers: what stands in a lazily loaded part
 * (a form, a step, an outcome) while its code arrives. No antd Spin, which would be loaded with the page.
 */
export function LoadingLine({ padding = 24 }: { padding?: number }) {
  return (
    <div role="status" style={{ padding, textAlign: 'center', color: '#5b6478' }}>
      Đang tải...
    </div>
  );
}
