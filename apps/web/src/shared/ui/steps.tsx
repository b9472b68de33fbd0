import type { ReactNode } from 'react';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './steps.css';

export interface StepItem {
  title: ReactNode;
  /** the grey line under the title (antd's `description`) */
  description?: ReactNode;
}

type Status = 'finish' | 'process' | 'wait' | 'error';
const statusOf = (index: number, current: number, currentStatus: Status = 'process'): Status =>
  index < current ? 'finish' : index === current ? currentStatus : 'wait';

interface Props {
  /** the step being done (0-based): the ones before it are finished, shown with a tick */
  current: number;
  items: readonly StepItem[];
  /** antd's `status`: how the current step stands (a trade that ended: `finish`, or `error` with a cross) */
  status?: 'process' | 'finish' | 'error';
  /** under antd's `xs` breakpoint (575 px) the steps stand in a column, as antd's `responsive` does */
  responsive?: boolean;
  /** antd's `size="small"`: a 24 px icon and the title at the text's size (the sign-up card's steps) */
  size?: 'default' | 'small';
  className?: string;
}

/**
 * antd's Steps (its default "filled" kind, titles beside the icons) drawn from antd's rules and theme
 * variables (steps.css) as an ordered list, the current step marked `aria-current="step"`. antd's
 * Steps (~8.3 KB gzip with @rc-component/steps and the click wave) was on the shop registration's
 * first load for four numbered circles (issue 13). The column under 576 px is a media query, not
 * antd's breakpoint hook.
 */
export function Steps({ current, items, status: currentStatus = 'process', responsive = true, size = 'default', className }: Props) {
  const cssVar = useThemeVarClass();
  return (
    <ol className={classNames('cg-steps', responsive && 'cg-steps--responsive', size === 'small' && 'cg-steps--small', cssVar, className)}>
      {items.map((item, i) => {
        const status = statusOf(i, current, currentStatus);
        const last = i === items.length - 1;
        return (
          <li
            // the list is fixed: its position is the step
            key={i}
            className={classNames('cg-steps__item', `cg-steps__item--${status}`, i === current && 'cg-steps__item--active')}
            aria-current={i === current ? 'step' : undefined}
          >
            <div className="cg-steps__wrapper">
              <div className="cg-steps__icon">
                {status === 'finish' ? (
                  <CheckOutlined aria-label="Đã xong" />
                ) : status === 'error' ? (
                  <CloseOutlined aria-label="Lỗi" />
                ) : (
                  <span className="cg-steps__number">{i + 1}</span>
                )}
              </div>
              <div className="cg-steps__section">
                <div className="cg-steps__header">
                  <div className="cg-steps__title">{item.title}</div>
                  {/* antd colours the line after a step as the step it leads to */}
                  {last ? null : (
                    <div className={classNames('cg-steps__rail', `cg-steps__rail--${statusOf(i + 1, current, currentStatus)}`)} />
                  )}
                </div>
                {item.description ? <div className="cg-steps__content">{item.description}</div> : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
