import type { ReactNode } from 'react';
import { classNames } from '@/shared/lib/class-names';
import { useThemeVarClass } from './theme-vars';
import './descriptions.css';

export interface DescriptionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * antd's `<Descriptions size="small" column={1}>` (label: value, one per line; `bordered`, a table with
 * the labels on a grey ground) drawn from antd's rules and theme variables (descriptions.css), in antd's
 * markup (a table, one row per item). antd's Descriptions (~2.7 KB gzip with its row and item logic) was
 * on a trade page's first load for a parcel's facts and a fee's quote (issue 13).
 */
export function PlainDescriptions({ items, bordered = false }: { items: DescriptionItem[]; bordered?: boolean }) {
  const cssVar = useThemeVarClass();
  return (
    <div className={classNames('cg-descriptions', bordered && 'cg-descriptions--bordered', cssVar)}>
      <div className="cg-descriptions__view">
        <table>
          <tbody>
            {items.map((item) =>
              bordered ? (
                <tr key={item.key} className="cg-descriptions__row">
                  <th className="cg-descriptions__label" scope="row">
                    {item.label}
                  </th>
                  <td className="cg-descriptions__content">{item.children}</td>
                </tr>
              ) : (
                <tr key={item.key} className="cg-descriptions__row">
                  <td className="cg-descriptions__item">
                    <div className="cg-descriptions__container">
                      <span className="cg-descriptions__label">{item.label}</span>
                      <span className="cg-descriptions__content">{item.children}</span>
                    </div>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
