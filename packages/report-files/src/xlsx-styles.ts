/**
 * The workbook's cell styles: a bold header, and number formats that show a figure as the page
 * does (dollars, counts, percentages) while the cell keeps the number itself.
 */
import type { Unit } from '@cannabis-reports/contracts';

/** A cell style, by its index in `cellXfs`: 0 is the default. */
export const BOLD = 1;

/** The style of a number in each unit (custom formats are numbered from 164; 3 is the built-in '#,##0', 4 '#,##0.00'). */
export const UNIT_STYLES: Record<Unit, number> = {
  usd: 2,
  'usd-price': 3,
  count: 4,
  percent: 5,
  index: 6,
  cad: 7,
  'cad-price': 8,
};

/** The styles part, in the order of the indexes above. */
export const STYLES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="5"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0"/><numFmt numFmtId="165" formatCode="&quot;$&quot;#,##0.00"/><numFmt numFmtId="166" formatCode="+0.0&quot; %&quot;;-0.0&quot; %&quot;;0&quot; %&quot;"/><numFmt numFmtId="167" formatCode="&quot;C$&quot;#,##0"/><numFmt numFmtId="168" formatCode="&quot;C$&quot;#,##0.00"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="9"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="168" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;
