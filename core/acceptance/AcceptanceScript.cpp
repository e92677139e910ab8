#include "Acceptance.h"
#include "util/Clock.h"

#include "catalog/GpuCatalog.h"

#include <QDate>

namespace gpuplan {

namespace {
// Only characters that are safe inside a bash comment and a single-quoted string.
QString shellSafe(QString s)
{
    for (QChar& c : s)
        if (!(c.isLetterOrNumber() || QStringLiteral(" .,:;-_+()/×#=>%").contains(c)))
            c = QLatin1Char('_');
    return s;
}
} // namespace

QString acceptanceScript(const Quote& quote, const GpuCatalog& catalog)
{
    const GpuModel* g = catalog.byId(quote.gpuId);
    const QString gpu = g ? g->vendor + QLatin1Char(' ') + g->displayName() : quote.gpuId;
    QString busbw = QStringLiteral("the vendor's figure");
    QString source;
    if (const double p = publishedBusbw(quote.gpuId, quote.gpusPerServer, &source); p > 0)
        busbw = QStringLiteral(">= %1 GB/s (80% of %2 GB/s, %3)").arg(p * 0.8, 0, 'f', 0).arg(p).arg(source);
    QString s = QStringLiteral(R"SCRIPT(#!/usr/bin/env bash
# GPU 租用规划 · 交付验收脚本（每台交付的服务器运行一次）
# GPU Rental Planner - acceptance test for one delivered server.
# 报价 Quote %QUOTE% · %PROVIDER% · %DATE%
# 合同 Contract: %GPUS% x %GPU% per server, %SERVERS% server(s); NCCL all_reduce busbw %BUSBW%.
#
# 1. 在每台服务器上运行 Run it on each server:   bash accept.sh [REPORT_FILE]
# 2. 导入报告 Import the report: 桌面版“合同与验收清单”页的“导入验收报告…”按钮
#    (desktop: Checklists → Import acceptance report…), or: gpuplan acceptance check --quote %QUOTE% REPORT_FILE
#
# 只读：只运行查询与测试命令，除报告外不安装、不配置、不写入任何内容；缺少的工具会记在报告中。
# It only reads: nothing is installed, configured or written except the report; missing tools are noted.
# nccl-tests 运行一两分钟，会让 GPU 满载。nccl-tests runs for a minute or two and loads the GPUs.
set -u
export LC_ALL=C
report="${1:-acceptance-$(hostname)-$(date +%Y%m%d-%H%M%S).txt}"
gpus=%GPUS%

note() { printf 'gpuplan-note: %s\n' "$*"; }
section() { printf '\n===== gpuplan: %s =====\n' "$*"; }
have() { command -v "$1" >/dev/null 2>&1; }
run() {
    # run CMD ARGS... with a time limit, or note that CMD is missing
    if have "$1"; then
        if have timeout; then timeout 600 "$@" 2>&1; else "$@" 2>&1; fi
    else
        note "not installed: $1"
    fi
}

{
    section "host"
    printf 'hostname: %s\ndate: %s\nkernel: %s\n' "$(hostname)" "$(date -Is)" "$(uname -r)"
    printf 'gpuplan-quote: %s\n' %QUOTE%

    section "nvidia-smi"
    run nvidia-smi
    fields=index,name,memory.total,pci.bus_id,driver_version,pcie.link.gen.current,pcie.link.gen.max
    fields=$fields,pcie.link.width.current,pcie.link.width.max,power.limit,temperature.gpu,clocks.sm
    fields=$fields,clocks.max.sm,ecc.errors.uncorrected.volatile.total
    if have nvidia-smi; then
        nvidia-smi --query-gpu="$fields,clocks_event_reasons.active" --format=csv 2>/dev/null ||
            nvidia-smi --query-gpu="$fields,clocks_throttle_reasons.active" --format=csv 2>/dev/null ||
            nvidia-smi --query-gpu="$fields" --format=csv 2>&1

        section "nvidia-smi -q"
        nvidia-smi -q -d MEMORY,ECC,TEMPERATURE,POWER,CLOCK,PERFORMANCE 2>&1

        section "nvidia-smi topo -m"
        nvidia-smi topo -m 2>&1
    fi

    section "lspci"
    if have lspci; then
        # -vv shows LnkCap and LnkSta; without root some capabilities are hidden, which the report says.
        lspci -vv -d 10de: 2>&1 | grep -E '^[0-9a-f]|LnkCap:|LnkSta:' || note "lspci: no NVIDIA device"
    else
        note "not installed: lspci"
    fi

    section "cpu, memory, disks"
    run lscpu
    run free -b
    run lsblk -d -b -P -o NAME,MODEL,SIZE,ROTA,TRAN

    section "disk read"
    # Each NVMe drive read in sequence, 4 GiB with direct I/O (read only: nothing is written); needs root.
    for dev in /dev/nvme*n1; do
        [ -b "$dev" ] || continue
        printf 'device: %s\n' "$dev"
        LC_ALL=C dd if="$dev" of=/dev/null bs=1M count=4096 iflag=direct 2>&1 | tail -n 1 ||
            note "cannot read $dev (run the script as root)"
    done

    section "versions"
    have nvcc && nvcc -V 2>&1
    py=""
    for candidate in python3 python; do have "$candidate" && py=$candidate && break; done
    if [ -n "$py" ]; then
        "$py" -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available())' 2>&1 ||
            note "PyTorch is not installed for $py"
    else
        note "not installed: python3"
    fi

    section "kernel log"
    if dmesg >/dev/null 2>&1; then
        dmesg 2>/dev/null | grep -i 'NVRM: Xid' || note "no Xid in the kernel log"
    else
        note "dmesg is not readable without root; run: sudo dmesg | grep -i xid"
    fi

    section "rdma"
    run ibstat

    section "nccl-tests"
    perf=""
    for candidate in all_reduce_perf /opt/nccl-tests/build/all_reduce_perf ./nccl-tests/build/all_reduce_perf "$HOME/nccl-tests/build/all_reduce_perf"; do
        if have "$candidate" || [ -x "$candidate" ]; then perf=$candidate; break; fi
    done
    if [ -n "$perf" ]; then
        "$perf" -b 8 -e 8G -f 2 -g "$gpus" 2>&1
    else
        note "not installed: all_reduce_perf (nccl-tests); build it from github.com/NVIDIA/nccl-tests to measure the bus bandwidth"
    fi
} >"$report" 2>&1

echo "Report written to $report"
)SCRIPT");
    s.replace(QStringLiteral("%QUOTE%"), QString::number(quote.id));
    s.replace(QStringLiteral("%PROVIDER%"), shellSafe(quote.provider));
    s.replace(QStringLiteral("%DATE%"), Clock::today().toString(Qt::ISODate));
    s.replace(QStringLiteral("%GPUS%"), QString::number(quote.gpusPerServer));
    s.replace(QStringLiteral("%GPU%"), shellSafe(gpu));
    s.replace(QStringLiteral("%SERVERS%"), QString::number(quote.servers));
    s.replace(QStringLiteral("%BUSBW%"), shellSafe(busbw));
    return s;
}

} // namespace gpuplan
