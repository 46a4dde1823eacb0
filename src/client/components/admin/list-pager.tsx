import { Button } from "@/client/components/ui/button";
import { ADMIN_PAGE_SIZES } from "@/shared/constants";
import { ADMIN_USERS } from "@/shared/messages/admin";

/** Previous / next and the page size of an admin list. */
export function ListPager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (changes: { page?: number; pageSize?: number }) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-muted-foreground">{ADMIN_USERS.perPage}</span>
        <select
          className="border-input h-8 rounded-md border bg-transparent px-2"
          value={pageSize}
          onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <span aria-live="polite">{ADMIN_USERS.pageOf(Math.min(page, pages), pages)}</span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
          {ADMIN_USERS.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onChange({ page: page + 1 })}>
          {ADMIN_USERS.next}
        </Button>
      </div>
    </div>
  );
}
