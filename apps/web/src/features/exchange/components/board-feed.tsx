import type { ReactNode } from 'react';
import { Button } from 'antd';
import { KIT_SCALE_LABELS, KIT_SCALES } from '@cho-gundam/contracts/core';
import { CatalogSelect } from '@/shared/ui/catalog-select';
import { LazySelect } from '@/shared/ui/lazy-select';
import { ListPagination } from '@/shared/ui/list-pagination';
import { ListSearch } from '@/shared/ui/list-search';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { boardArgs, isBoardFiltered, BOARD_PAGE_SIZE, type BoardFilters } from '../board-filters';
import { useExchangeBoard } from '../board-data';
import { BoardPostCard } from './board-post-card';
import './board.css';

interface Option {
  value: string;
  label: string;
}
interface Props {
  filters: BoardFilters;
  /** a search or filter (back to page 1) or a page */
  onChange: (patch: Partial<BoardFilters>) => void;
  onClear: () => void;
  onOpen: (postId: string) => void;
  /** the catalog's grades and series (composed by the page) */
  gradeOptions: Option[];
  seriesOptions: Option[];
  catalogLoading?: boolean;
  /** "Đăng bài trao đổi" (or the sign-in link for a guest) */
  postAction?: ReactNode;
}

const SCALE_OPTIONS = KIT_SCALES.map((s) => ({ value: s, label: KIT_SCALE_LABELS[s] }));
/** The board's search, filters (grade, series, scale), the open posts and their pages; every value lives in the URL. */
export function BoardFeed({ filters, onChange, onClear, onOpen, gradeOptions, seriesOptions, catalogLoading, postAction }: Props) {
  // stale: another page or filter on its way, the page shown stays
  const { currentData: data, isFetching, error, refetch, stale } = useExchangeBoard(boardArgs(filters));
  const filtered = isBoardFiltered(filters);
  const now = Date.now();
  return (
    <div className="cg-board-feed">
      <div className="cg-board-feed__bar" role="search">
        <ListSearch
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          placeholder="Tìm theo nội dung, tên mô hình…"
          label="Tìm bài đăng trao đổi"
        />
        <CatalogSelect
          kind="grade"
          value={filters.grade}
          options={gradeOptions}
          loading={catalogLoading}
          onChange={(grade) => onChange({ grade })}
        />
        <CatalogSelect
          kind="series"
          value={filters.series}
          options={seriesOptions}
          loading={catalogLoading}
          popupMatchSelectWidth={320}
          onChange={(series) => onChange({ series })}
        />
        <LazySelect
          allowClear
          placeholder="Tỷ lệ"
          aria-label="Lọc theo tỷ lệ"
          value={filters.scale}
          options={SCALE_OPTIONS}
          onChange={(scale) => onChange({ scale })}
        />
        {filtered ? (
          <Button type="link" onClick={onClear}>
            Xóa bộ lọc
          </Button>
        ) : null}
        <span style={{ marginInlineStart: 'auto' }}>{postAction}</span>
      </div>
      {!data && error === undefined ? (
        <div role="status" aria-label="Đang tải bài đăng">
          <TextSkeleton rows={6} />
        </div>
      ) : !data ? (
        <LoadError
          message="Không tải được bảng tin trao đổi"
          description={(error as { message?: string } | undefined)?.message}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : !data.items.length ? (
        <PageEmpty description={filtered ? 'Không có bài đăng nào khớp bộ lọc' : 'Chưa có bài đăng trao đổi nào'}>
          {filtered ? <Button onClick={onClear}>Xóa bộ lọc</Button> : null}
        </PageEmpty>
      ) : (
        <>
          <div className="cg-board-feed__list" aria-busy={stale}>
            {data.items.map((p) => (
              <BoardPostCard key={p.id} post={p} now={now} onOpen={onOpen} />
            ))}
          </div>
          <ListPagination
            align="center"
            current={filters.page}
            pageSize={BOARD_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(page) => onChange({ page })}
          />
        </>
      )}
    </div>
  );
}
