import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './progress-line.css';

/**
 * antd's small line Progress without its text (`size="small" showInfo={false}`), drawn from its
 * rules and theme variables: a grey rail and a blue track, red when `exception`. antd's Progress
 * brings its circle and dashboard kinds and, through the chunk it shares, the tooltip and popup
 * engine (~18 KB gzip on the shop's dashboard, issue 13).
 */
export function ProgressLine({
  percent,
  status = 'normal',
  className,
}: {
  percent: number;
  status?: 'normal' | 'exception';
  className?: string;
}) {
  const cssVar = useThemeVarClass();
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      className={classNames('cg-progress', `cg-progress--${status}`, cssVar, className)}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="cg-progress__rail">
        <div className="cg-progress__track" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
