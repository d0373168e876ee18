/** A built-in report's filters: a month range and the report's own choices. */
import type { ReportFilter, ReportParams } from '../api/report-data';
import '../report-viewer.css';

export function FilterPane({
  filters,
  onChange,
}: {
  filters: ReportFilter[];
  onChange: (params: ReportParams) => void;
}) {
  if (filters.length === 0) return null;
  return (
    <form className="filter-pane" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      {filters.map((filter) =>
        filter.kind === 'month-range' ? (
          <fieldset key="months" className="filter-months">
            <legend>Months</legend>
            <label>
              From
              <input
                type="month"
                min={filter.min}
                max={filter.to}
                value={filter.from}
                onChange={(event) => event.target.value && onChange({ from: event.target.value })}
              />
            </label>
            <label>
              To
              <input
                type="month"
                min={filter.from}
                max={filter.max}
                value={filter.to}
                onChange={(event) => event.target.value && onChange({ to: event.target.value })}
              />
            </label>
          </fieldset>
        ) : filter.multiple ? (
          <fieldset key={filter.name} className="filter-choices">
            <legend>{filter.label}</legend>
            {filter.options.map((option) => (
              <label key={option.value} className="checkbox">
                <input
                  type="checkbox"
                  checked={filter.value.includes(option.value)}
                  onChange={(event) => {
                    const next = event.target.checked
                      ? [...filter.value, option.value]
                      : filter.value.filter((value) => value !== option.value);
                    if (next.length) onChange({ [filter.name]: next.join(',') });
                  }}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ) : (
          <label key={filter.name} className="filter-select">
            {filter.label}
            <select value={filter.value[0] ?? ''} onChange={(event) => onChange({ [filter.name]: event.target.value })}>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ),
      )}
    </form>
  );
}
