#!/usr/bin/env python3
"""Rebuilds resources/prices/reference-prices.csv from the researched price points.

Usage: tools/build_reference_prices.py ../shared/data/rental-prices.csv > resources/prices/reference-prices.csv

Every row it writes names its inputs (providers, count, dates) and, for derived rows, the rule. The rules and
their sources are in the header it writes. Run it again when the research file changes; the test suite checks
the result's consistency (reserved terms never dearer per GPU-hour than pay-as-you-go, spot below on-demand).
"""
import csv
import statistics
import sys

GPU_IDS = {
    'V100 16GB': ['v100-sxm2-16g'], 'V100 32GB': ['v100-sxm2-32g'], 'T4': ['t4'], 'A10': ['a10'], 'A30': ['a30'],
    'A40': ['a40'], 'A100 40GB PCIe': ['a100-pcie-40g'], 'A100 40GB SXM': ['a100-sxm-40g'],
    'A100 80GB PCIe': ['a100-pcie-80g'], 'A100 80GB SXM': ['a100-sxm-80g'],
    'A800 80GB': ['a800-sxm-80g', 'a800-pcie-80g'], 'H100 PCIe': ['h100-pcie-80g'], 'H100 SXM': ['h100-sxm-80g'],
    'H800': ['h800-sxm-80g'], 'H20': ['h20-96g'], 'H200': ['h200-sxm-141g'], 'B200': ['b200-180g'], 'L4': ['l4'],
    'L20': ['l20'], 'L40': ['l40'], 'L40S': ['l40s'], 'RTX A6000': ['rtx-a6000'], 'RTX 6000 Ada': ['rtx-6000-ada'],
    'RTX 3090': ['rtx-3090'], 'RTX 4090': ['rtx-4090'], 'RTX 4090D': ['rtx-4090d'], 'RTX 5090': ['rtx-5090'],
    'MI300X': ['mi300x'], 'Ascend 910B': ['ascend-910b'],
}
CHINA_REGIONS = {'China', 'China (mainland regions)', 'cn-hangzhou', 'cn-shanghai', 'cn-beijing', 'cn-shenzhen'}
HYPERSCALERS = ('Alibaba', 'Tencent')
USD_PER_CNY_IN_CATALOG = 0.138  # Alibaba/Tencent rows were converted from CNY at this rate by the research
HOURS_PER_MONTH = 730
HOURS_PER_YEAR = 8760
# Derivation rules (rental-prices.md):
CHINA_MONTHLY_DISCOUNT = 0.275  # median of AutoDL 4090 -27%, 4090D -38%, 优云 4090 -17%, 共绩 8×4090 -28%
YEARLY_DISCOUNT = 0.31          # GCP 1y CUD -31% (H100) / -37% (A100), AWS 1y RI -41%, Hyperstack -15…-30%
SERVER_GPUS = 8


def per_gpu_hour(row):
    unit = row['unit']
    price = float(row['price'])
    n = float(row['gpus_in_unit'] or 1)
    if unit.startswith('per instance-hour') or unit == 'per server-hour':
        return price / n
    if unit.startswith('per GPU-hour'):
        return price
    if unit in ('per card-month',):
        return price / HOURS_PER_MONTH
    if unit.startswith('per server-month') or unit.startswith('per instance-month'):
        return price / n / HOURS_PER_MONTH
    if unit == 'per card-year':
        return price / HOURS_PER_YEAR
    return None


def region_of(row):
    return 'China' if row['region'] in CHINA_REGIONS else 'global'


def money_of(row, value):
    """Price in the region's currency: China in CNY (hyperscaler rows converted back), global in USD."""
    if region_of(row) == 'China':
        return value / USD_PER_CNY_IN_CATALOG if row['currency'] == 'USD' else value
    return value * 0.1408 if row['currency'] == 'CNY' else value  # not used: global rows are USD


def verified(row):
    v = row.get('verification') or ''
    return v.startswith('verified') and 'anomalous' not in v


def usable(row):
    v = (row.get('verification') or '')
    return 'anomalous' not in v and 'ambiguous' not in v and None not in row or verified(row)


WHAT_ZH = {'on-demand': '按量', 'spot': '竞价', 'monthly': '包月', 'yearly / 1-year reserved': '包年/一年期预留'}


def chinese(source):
    """The Chinese form of a source this script wrote."""
    if source == 'derived from the hourly row':
        return '由按量价推算'
    if source == 'derived from the monthly row':
        return '由包月价推算'
    if source.startswith(('median of ', 'one ')):
        n, rest = ('1', source[len('one '):]) if source.startswith('one ') else \
            source[len('median of '):].split(' ', 1)
        for what, zh in WHAT_ZH.items():
            prefix = what + (' prices: ' if n != '1' else ' price: ')
            if rest.startswith(prefix):
                providers = rest[len(prefix):]
                providers = providers.replace('China market', '国内市场').replace(', ', '、')
                return f'{n} 个{zh}价格的中位数：{providers}' if n != '1' else f'按 1 个{zh}报价：{providers}'
    return source


def main():
    rows = [r for r in csv.DictReader(open(sys.argv[1], encoding='utf-8'))]
    out = csv.writer(sys.stdout, lineterminator='\n')
    print('# Reference rental prices, used where the user has no vendor quote. Editable. Rebuilt by')
    print('# tools/build_reference_prices.py from ../shared/data/rental-prices.csv (411 dated, sourced price points,')
    print('# researched 2026-11-30; medians and caveats in rental-prices.md). Per GPU and region:')
    print('#   hourly = median of the on-demand prices per GPU-hour (China: GPU clouds; hyperscalers only where no GPU')
    print('#   cloud lists the GPU, as they charge 3-5x); spot = median of published spot prices (none derived);')
    print('#   monthly = median of published monthly prices, else China: hourly x 730 x (1 - 27.5%) (median of four')
    print('#   published China monthly-vs-hourly pairs), global: hourly x 730 (GCP bills a month as 730 on-demand hours;')
    print('#   no GPU monthly discount is published); yearly = published yearly/1-year price, else hourly x 8,760 x')
    print('#   (1 - 31%) (GCP 1-year CUD -31%/-37%, AWS 1-year RI -41%, Hyperstack -15 to -30%).')
    print('# No daily (包日) price was found for any GPU: no daily rows (a vendor quote can still be daily).')
    print('# China prices are treated as VAT-inclusive at 6% (no source states it; unverified); global prices exclude tax.')
    print('# verification: verified = every input read in the provider\'s own catalog; secondary = some inputs from')
    print('# transcriptions or press; derived = computed from the row named in the note.')
    print('# buy rows: price is one server; server_kw its maximum power draw.')
    out.writerow(['gpu_id', 'term', 'price', 'currency', 'unit', 'gpus_per_server', 'vat_included', 'vat_percent',
                  'billing', 'region', 'server_kw', 'source', 'date', 'verification', 'note', 'source_zh'])

    def emit(gpu_ids, term, price, region, unit, billing, source, date, verification, note='', source_zh=''):
        currency = 'CNY' if region == 'China' else 'USD'
        vat = ('yes', '6') if region == 'China' else ('no', '0')
        decimals = 2
        for gid in gpu_ids:
            out.writerow([gid, term, f'{price:.{decimals}f}', currency, unit, SERVER_GPUS, vat[0], vat[1], billing,
                          region, '', source, date, verification, note, source_zh or chinese(source)])

    for name, ids in GPU_IDS.items():
        mine = [r for r in rows if r['gpu'] == name and usable(r)]
        for region in ('China', 'global'):
            reg = [r for r in mine if region_of(r) == region]

            def pick(terms):
                sel = [r for r in reg if r['term'] in terms and per_gpu_hour(r) is not None]
                if region == 'China':
                    clouds = [r for r in sel if not r['provider'].startswith(HYPERSCALERS)]
                    if clouds:
                        sel = clouds
                return sel

            def describe(sel, what):
                providers = sorted({r['provider'].split(' (')[0] for r in sel})
                dates = sorted({r['date'].split(' ')[0] for r in sel})
                ver = 'verified' if all(verified(r) for r in sel) else 'secondary'
                src = (f'median of {len(sel)} {what} prices: {", ".join(providers)}' if len(sel) > 1
                       else f'one {what} price: {", ".join(providers)}')
                date = dates[-1] if dates else ''
                return src, date, ver

            def median(sel):
                # rounded as written, so that derived rows follow the figure the user sees
                return round(statistics.median(money_of(r, per_gpu_hour(r)) for r in sel), 6)

            od = pick({'on-demand', 'on-demand (cluster, no commitment)'})
            monthly_rows = pick({'monthly', 'monthly (30-day bare-metal pack)'})
            if od:
                hourly = round(median(od), 2)
                src, date, ver = describe(od, 'on-demand')
                emit(ids, 'hourly', hourly, region, 'gpu-hour', 'hour', src, date, ver)
            elif monthly_rows and region == 'China':
                # Only a monthly price is published (H100 servers in China): pay-as-you-go by the same rule.
                hourly = round(median(monthly_rows) / (1 - CHINA_MONTHLY_DISCOUNT), 2)
                date = describe(monthly_rows, 'monthly')[1]
                emit(ids, 'hourly', hourly, region, 'gpu-hour', 'hour', 'derived from the monthly row', date,
                     'derived', 'monthly ÷ 730 ÷ (1 - 27.5%)')
            else:
                continue
            spot = pick({'spot'})
            # Spot and on-demand medians come from different providers; a spot median above on-demand says
            # nothing about a discount and is left out.
            if spot and round(median(spot), 2) <= hourly:
                src_s, date_s, ver_s = describe(spot, 'spot')
                emit(ids, 'spot', round(median(spot), 2), region, 'gpu-hour', 'hour', src_s, date_s, ver_s)
            if monthly_rows:
                m = int(min(median(monthly_rows) * HOURS_PER_MONTH, hourly * HOURS_PER_MONTH) * 100) / 100
                src_m, date_m, ver_m = describe(monthly_rows, 'monthly')
                emit(ids, 'monthly', m, region, 'gpu-month', 'month', src_m, date_m, ver_m)
            else:
                m = hourly * HOURS_PER_MONTH * ((1 - CHINA_MONTHLY_DISCOUNT) if region == 'China' else 1.0)
                rule = ('hourly x 730 x (1 - 27.5%)' if region == 'China' else 'hourly x 730')
                m = round(m, 2) if round(m, 2) / HOURS_PER_MONTH <= hourly else int(m * 100) / 100
                emit(ids, 'monthly', m, region, 'gpu-month', 'month', 'derived from the hourly row', date,
                     'derived', rule)
            yearly_rows = pick({'yearly', 'reserved-1y'})
            m = round(m, 2)
            monthly_per_hour = m / HOURS_PER_MONTH
            if yearly_rows:
                y = int(min(median(yearly_rows), monthly_per_hour) * HOURS_PER_YEAR * 100) / 100
                src_y, date_y, ver_y = describe(yearly_rows, 'yearly / 1-year reserved')
                emit(ids, 'yearly', y, region, 'gpu-year', 'year', src_y, date_y, ver_y,
                     'capped at the monthly price per GPU-hour' if median(yearly_rows) > monthly_per_hour else '')
            else:
                y = int(min(hourly * (1 - YEARLY_DISCOUNT), monthly_per_hour) * HOURS_PER_YEAR * 100) / 100
                emit(ids, 'yearly', y, region, 'gpu-year', 'year', 'derived from the hourly row', date, 'derived',
                     'hourly x 8760 x (1 - 31%), at most the monthly price per GPU-hour')

    # Buying: whole servers with their power draw.
    out.writerow(['h100-sxm-80g', 'buy', '317000', 'USD', 'server', 8, 'no', '0', 'year', 'global', '10.2',
                  '8×H100 HGX node with 8×400G InfiniBand ≈ $317k (Thinkmate quote, Aug 2024); '
                  'power: DGX H100 10.2 kW max (NVIDIA)', '2024-08', 'secondary', '',
                  '8 卡 H100 HGX 整机（含 8 × 400G InfiniBand）约 31.7 万美元（Thinkmate 报价，2024 年 8 月）'
                  '；功耗按 DGX H100 最大 10.2 kW（NVIDIA）'])
    out.writerow(['h200-sxm-141g', 'buy', '1500000', 'CNY', 'server', 8, 'yes', '13', 'year', 'China', '10.2',
                  '8×H200 server ≈ 1.5M CNY in China (Jan 2026 media); power as DGX H100/H200 '
                  '10.2 kW max (NVIDIA)', '2026-01', 'secondary', '',
                  '国内 8 卡 H200 整机约 150 万元（2026 年 1 月媒体报道）；功耗按 DGX H100/H200 最大 '
                  '10.2 kW（NVIDIA）'])
    out.writerow(['a100-sxm-80g', 'buy', '200000', 'USD', 'server', 8, 'no', '0', 'year', 'global', '6.5',
                  'DGX A100 list price from $200k at its 2020 launch; power 6.5 kW max (NVIDIA)',
                  '2020-05', 'secondary', 'launch list price; street prices have fallen since',
                  'DGX A100 于 2020 年发布时标价 20 万美元起，此后市场价已下降；功耗最大 6.5 kW（NVIDIA）'])


if __name__ == '__main__':
    main()
