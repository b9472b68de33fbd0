import { useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigContext } from 'antd/es/config-provider/context';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/avatar/style';
import { classNames } from '@/shared/lib/class-names';

/**
 * antd's Avatar as our screens use it (issue 13): the same element, class names and style (antd's own
 * avatar style), without what antd's Avatar carries for text that must shrink to fit (a resize
 * observer and the screen-size hooks, ~2 KB gzip on every page with a shop's or a member's picture)
 * and without `Avatar.Group`, whose overflow popover brought antd's popup engine (~11 KB).
 *
 * Shows the picture (`src`); when there is none or it fails to load, the icon, else the text
 * (`children`, an initial: one letter always fits, so it is not scaled as antd scales longer text).
 * Sizes: a number of pixels, `small`, `large` or the default.
 */
export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  size?: number | 'small' | 'large' | 'default';
  shape?: 'circle' | 'square';
  src?: string;
  icon?: ReactNode;
  alt?: string;
}

export function Avatar({ size, shape = 'circle', src, icon, alt, className, style, children, ...rest }: AvatarProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('avatar');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  // the picture that failed to load (antd then shows the icon or the text instead)
  const [failed, setFailed] = useState<string | null>(null);
  const picture = !!src && failed !== src;
  const hasIcon = icon !== undefined && icon !== null && icon !== false;
  // antd's order of classes, so the markup is the same (shared/ui/avatar.test.tsx)
  const classes = classNames(
    prefixCls,
    size === 'large' && `${prefixCls}-lg`,
    size === 'small' && `${prefixCls}-sm`,
    `${prefixCls}-${shape}`,
    picture && `${prefixCls}-image`,
    hasIcon && `${prefixCls}-icon`,
    cssVarCls,
    rootCls,
    className,
    hashId,
  );
  const sizeStyle = typeof size === 'number' ? { width: size, height: size, fontSize: hasIcon ? size / 2 : 18 } : {};
  return (
    <span {...rest} style={{ ...sizeStyle, ...style }} className={classes}>
      {picture ? (
        <img src={src} onError={() => setFailed(src)} alt={alt} />
      ) : hasIcon ? (
        icon
      ) : (
        <span className={`${prefixCls}-string`}>{children}</span>
      )}
    </span>
  );
}
