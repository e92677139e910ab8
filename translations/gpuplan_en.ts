<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>Acceptance</name>
    <message>
        <source>the name does not contain %1</source>
        <translation>the name does not contain %1</translation>
    </message>
    <message>
        <source>a %1 GB card, the contract says %2 GB</source>
        <translation>a %1 GB card, the contract says %2 GB</translation>
    </message>
    <message>
        <source>'%1' in the name is not part of %2</source>
        <translation>'%1' in the name is not part of %2</translation>
    </message>
    <message>
        <source>a PCIe card, the contract says SXM</source>
        <translation>a PCIe card, the contract says SXM</translation>
    </message>
    <message>
        <source>an SXM module, the contract says PCIe</source>
        <translation>an SXM module, the contract says PCIe</translation>
    </message>
    <message>
        <source>not tested: the report holds no such output</source>
        <translation>not tested: the report holds no such output</translation>
    </message>
    <message>
        <source>%1 of the %2 GPUs the contract names answer nvidia-smi</source>
        <translation>%1 of the %2 GPUs the contract names answer nvidia-smi</translation>
    </message>
    <message>
        <source>%1 GPUs answer nvidia-smi (%2 in the contract); driver %3</source>
        <translation>%1 GPUs answer nvidia-smi (%2 in the contract); driver %3</translation>
    </message>
    <message>
        <source>GPU %1 "%2": %3</source>
        <translation>GPU %1 "%2": %3</translation>
    </message>
    <message>
        <source>not tested: the quote's GPU is not in the catalog</source>
        <translation>not tested: the quote's GPU is not in the catalog</translation>
    </message>
    <message>
        <source>not the contracted %1: %2</source>
        <translation>not the contracted %1: %2</translation>
    </message>
    <message>
        <source>every GPU reports itself as %1, the contracted %2</source>
        <translation>every GPU reports itself as %1, the contracted %2</translation>
    </message>
    <message>
        <source>at least %1 MiB per GPU, ≥ %2 MiB needed for %3 GB</source>
        <translation>at least %1 MiB per GPU, ≥ %2 MiB needed for %3 GB</translation>
    </message>
    <message>
        <source>%1 GPU(s) with uncorrectable ECC errors, %2 hardware Xid event(s) in the kernel log</source>
        <translation>%1 GPU(s) with uncorrectable ECC errors, %2 hardware Xid event(s) in the kernel log</translation>
    </message>
    <message numerus="yes">
        <source>no uncorrectable ECC error; %n Xid event(s) that programs usually cause (13, 31, 43…): read them</source>
        <translation><numerusform>no uncorrectable ECC error; %n Xid event that programs usually cause (13, 31, 43…): read them</numerusform><numerusform>no uncorrectable ECC error; %n Xid events that programs usually cause (13, 31, 43…): read them</numerusform></translation>
    </message>
    <message>
        <source>0 uncorrectable ECC errors on every GPU; no Xid in the kernel log</source>
        <translation>0 uncorrectable ECC errors on every GPU; no Xid in the kernel log</translation>
    </message>
    <message>
        <source>no Xid in the kernel log (these GPUs report no ECC)</source>
        <translation>no Xid in the kernel log (these GPUs report no ECC)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU link(s) below Gen%1 x16</source>
        <translation><numerusform>%n GPU link below Gen%1 x16</numerusform><numerusform>%n GPU links below Gen%1 x16</numerusform></translation>
    </message>
    <message>
        <source>every link Gen%1 x16</source>
        <translation>every link Gen%1 x16</translation>
    </message>
    <message numerus="yes">
        <source>every link x16 and capable of Gen%1; %n link(s) run slower at idle, which is power saving — check again under load</source>
        <translation><numerusform>every link x16 and capable of Gen%1; %n link run slower at idle, which is power saving — check again under load</numerusform><numerusform>every link x16 and capable of Gen%1; %n links run slower at idle, which is power saving — check again under load</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) with a power limit below %1 W (95 % of the card's %2 W)</source>
        <translation><numerusform>%n GPU with a power limit below %1 W (95 % of the card's %2 W)</numerusform><numerusform>%n GPUs with a power limit below %1 W (95 % of the card's %2 W)</numerusform></translation>
    </message>
    <message>
        <source>power limit at the card's %1 W</source>
        <translation>power limit at the card's %1 W</translation>
    </message>
    <message>
        <source>the topology shows %1 GPUs, the contract %2</source>
        <translation>the topology shows %1 GPUs, the contract %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) without NVLink: %1</source>
        <translation><numerusform>%n GPU pair without NVLink: %1</numerusform><numerusform>%n GPU pairs without NVLink: %1</numerusform></translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>NVLink (NV#) between every pair of GPUs</source>
        <translation>NVLink (NV#) between every pair of GPUs</translation>
    </message>
    <message>
        <source>PCIe topology as contracted (%1 GPUs, no NVLink expected)</source>
        <translation>PCIe topology as contracted (%1 GPUs, no NVLink expected)</translation>
    </message>
    <message>
        <source>not tested: nccl-tests (all_reduce_perf) is not installed on the server</source>
        <translation>not tested: nccl-tests (all_reduce_perf) is not installed on the server</translation>
    </message>
    <message>
        <source>measured %1 GB/s; no published figure for %2 × %3: compare with the vendor's figure</source>
        <translation>measured %1 GB/s; no published figure for %2 × %3: compare with the vendor's figure</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) go through host memory (SHM) instead of NVLink</source>
        <translation><numerusform>%n channel go through host memory (SHM) instead of NVLink</numerusform><numerusform>%n channels go through host memory (SHM) instead of NVLink</numerusform></translation>
    </message>
    <message>
        <source>GPUs exchange data directly (P2P)</source>
        <translation>GPUs exchange data directly (P2P)</translation>
    </message>
    <message>
        <source>no RDMA port is Active</source>
        <translation>no RDMA port is Active</translation>
    </message>
    <message>
        <source>PyTorch is built for CUDA %1, the driver supports CUDA %2 at most: update the driver</source>
        <translation>PyTorch is built for CUDA %1, the driver supports CUDA %2 at most: update the driver</translation>
    </message>
    <message>
        <source>nvcc is CUDA %1 but PyTorch is built for CUDA %2: extensions will not build</source>
        <translation>nvcc is CUDA %1 but PyTorch is built for CUDA %2: extensions will not build</translation>
    </message>
    <message>
        <source>PyTorch's CUDA %1 runs on the driver's CUDA %2</source>
        <translation>PyTorch's CUDA %1 runs on the driver's CUDA %2</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is True</source>
        <translation>torch.cuda.is_available() is True</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False</source>
        <translation>torch.cuda.is_available() is False</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) slowed by heat or power (hardware slowdown, thermal or power-brake clock events) or at 85 °C or more</source>
        <translation><numerusform>%n GPU slowed by heat or power (hardware slowdown, thermal or power-brake clock events) or at 85 °C or more</numerusform><numerusform>%n GPUs slowed by heat or power (hardware slowdown, thermal or power-brake clock events) or at 85 °C or more</numerusform></translation>
    </message>
    <message>
        <source>no thermal or power slowdown; below 85 °C when the report was taken</source>
        <translation>no thermal or power slowdown; below 85 °C when the report was taken</translation>
    </message>
    <message>
        <source>not tested: the script does not run dcgmi diag or a 24–72 h burn-in (it would load the server for hours); paste their output to record them</source>
        <translation>not tested: the script does not run dcgmi diag or a 24–72 h burn-in (it would load the server for hours); paste their output to record them</translation>
    </message>
    <message>
        <source>DCGM diagnostics failed: %1</source>
        <translation>DCGM diagnostics failed: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n DCGM test(s) passed</source>
        <translation><numerusform>%n DCGM test passed</numerusform><numerusform>%n DCGM tests passed</numerusform></translation>
    </message>
    <message>
        <source>no NVMe drive found</source>
        <translation>no NVMe drive found</translation>
    </message>
    <message>
        <source>%1 TB of NVMe, the contract says %2 TB</source>
        <translation>%1 TB of NVMe, the contract says %2 TB</translation>
    </message>
    <message numerus="yes">
        <source>%n NVMe drive(s), %1 TB in all</source>
        <translation><numerusform>%n NVMe drive, %1 TB in all</numerusform><numerusform>%n NVMe drives, %1 TB in all</numerusform></translation>
    </message>
    <message>
        <source>%1 CPU threads, the contract says %2 cores</source>
        <translation>%1 CPU threads, the contract says %2 cores</translation>
    </message>
    <message>
        <source>%1 GB of RAM, the contract says %2 GB (the system shows up to 6 % less than is installed)</source>
        <translation>%1 GB of RAM, the contract says %2 GB (the system shows up to 6 % less than is installed)</translation>
    </message>
    <message>
        <source>%1 GB of RAM (%2 GB contracted)</source>
        <translation>%1 GB of RAM (%2 GB contracted)</translation>
    </message>
    <message>
        <source>%1 physical CPU cores (%2 per socket × %3), the contract says %4</source>
        <translation>%1 physical CPU cores (%2 per socket × %3), the contract says %4</translation>
    </message>
    <message>
        <source>%1 physical CPU cores (%2), at least the %3 contracted</source>
        <translation>%1 physical CPU cores (%2), at least the %3 contracted</translation>
    </message>
    <message>
        <source>%1 CPU threads; the report does not give the physical cores the contract counts (%2): lscpu's "Core(s) per socket" × "Socket(s)"</source>
        <translation>%1 CPU threads; the report does not give the physical cores the contract counts (%2): lscpu's "Core(s) per socket" × "Socket(s)"</translation>
    </message>
    <message>
        <source>nvidia-smi could not reach the NVIDIA driver (not loaded, or its library does not match it), so no GPU could be counted; the contract names %1: %2</source>
        <translation>nvidia-smi could not reach the NVIDIA driver (not loaded, or its library does not match it), so no GPU could be counted; the contract names %1: %2</translation>
    </message>
    <message>
        <source>%1 GPU(s) with less memory than contracted: %2 MiB, the contract's %3 GB needs at least %4 MiB (97 %, and 15/16 of that for GDDR memory with ECC on; nvidia-smi shows a little less than the marketed size)</source>
        <translation>%1 GPU(s) with less memory than contracted: %2 MiB, the contract's %3 GB needs at least %4 MiB (97 %, and 15/16 of that for GDDR memory with ECC on; nvidia-smi shows a little less than the marketed size)</translation>
    </message>
    <message>
        <source>%1 Active port(s), %2 Gb/s in all (the fastest %3 Gb/s); the contract says %4 Gb/s</source>
        <translation>%1 Active port(s), %2 Gb/s in all (the fastest %3 Gb/s); the contract says %4 Gb/s</translation>
    </message>
    <message>
        <source>%1 port(s) Active, %2 Gb/s of line rate in all (ibstat), as contracted; what they carry is not measured yet: run ib_write_bw between two servers and record its result on this item (≥ 95 % of line rate)</source>
        <translation>%1 port(s) Active, %2 Gb/s of line rate in all (ibstat), as contracted; what they carry is not measured yet: run ib_write_bw between two servers and record its result on this item (≥ 95 % of line rate)</translation>
    </message>
    <message>
        <source>; %1 port(s) down — check they are not meant for training traffic</source>
        <translation>; %1 port(s) down — check they are not meant for training traffic</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s, below %2 GB/s (80 % of %3 GB/s: %4)</source>
        <translation>bus bandwidth %1 GB/s, below %2 GB/s (80 % of %3 GB/s: %4)</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s, at least %2 GB/s (80 % of %3 GB/s: %4)</source>
        <translation>bus bandwidth %1 GB/s, at least %2 GB/s (80 % of %3 GB/s: %4)</translation>
    </message>
    <message>
        <source>the forms read are vllm bench serve's saved JSON (--save-result) and its printed "Serving Benchmark Result" block (also of benchmarks/benchmark_serving.py), and SGLang's sglang.bench_serving JSON lines (--output-file) and printed block</source>
        <translation>the forms read are vllm bench serve's saved JSON (--save-result) and its printed "Serving Benchmark Result" block (also of benchmarks/benchmark_serving.py), and SGLang's sglang.bench_serving JSON lines (--output-file) and printed block</translation>
    </message>
    <message>
        <source>the JSON ends or breaks at character %1 (%2): the file was cut off or is not a benchmark's result</source>
        <translation>the JSON ends or breaks at character %1 (%2): the file was cut off or is not a benchmark's result</translation>
    </message>
    <message>
        <source>the last of the file's %1 JSON lines is cut off or broken at character %2 (%3): the run did not finish writing it</source>
        <translation>the last of the file's %1 JSON lines is cut off or broken at character %2 (%3): the run did not finish writing it</translation>
    </message>
    <message>
        <source>this is not a result of a serving benchmark: %1</source>
        <translation>this is not a result of a serving benchmark: %1</translation>
    </message>
    <message>
        <source>the printed result ends before its closing line of '=': the run, or the copy of its output, was cut off; give the whole output or the saved JSON</source>
        <translation>the printed result ends before its closing line of '=': the run, or the copy of its output, was cut off; give the whole output or the saved JSON</translation>
    </message>
    <message>
        <source>the result is empty: %1</source>
        <translation>the result is empty: %1</translation>
    </message>
    <message>
        <source>the %1 has no count of the requests answered ("completed", "Successful requests"): it is not a whole result of %2</source>
        <translation>the %1 has no count of the requests answered ("completed", "Successful requests"): it is not a whole result of %2</translation>
    </message>
    <message>
        <source>the %1 has no time to first token or no time per output token: run the benchmark with --percentile-metrics ttft,tpot (as the acceptance script does)</source>
        <translation>the %1 has no time to first token or no time per output token: run the benchmark with --percentile-metrics ttft,tpot (as the acceptance script does)</translation>
    </message>
    <message>
        <source>saved JSON</source>
        <translation>saved JSON</translation>
    </message>
    <message>
        <source>JSON lines</source>
        <translation>JSON lines</translation>
    </message>
    <message>
        <source>printed result</source>
        <translation>printed result</translation>
    </message>
    <message>
        <source>%1 physical CPU cores (%2 per socket × %3) and %4 threads: the contract's %5 matches the threads, not the cores. Ask the vendor in writing whether %5 counts threads (as lscpu's "CPU(s)" does) or physical cores; not failed</source>
        <translation>%1 physical CPU cores (%2 per socket × %3) and %4 threads: the contract's %5 matches the threads, not the cores. Ask the vendor in writing whether %5 counts threads (as lscpu's "CPU(s)" does) or physical cores; not failed</translation>
    </message>
    <message>
        <source>%1, as contracted; the read throughput was not measured: run the acceptance script as root (it reads 4 GiB of each NVMe drive with dd, writing nothing) or paste fio's result</source>
        <translation>%1, as contracted; the read throughput was not measured: run the acceptance script as root (it reads 4 GiB of each NVMe drive with dd, writing nothing) or paste fio's result</translation>
    </message>
    <message>
        <source>a drive</source>
        <translation>a drive</translation>
    </message>
    <message>
        <source>%1 reads %2 GB/s in sequence, below the 0.6 GB/s a SATA link carries: not NVMe speed</source>
        <translation>%1 reads %2 GB/s in sequence, below the 0.6 GB/s a SATA link carries: not NVMe speed</translation>
    </message>
    <message>
        <source>%1; the slowest (%2) reads %3 GB/s in sequence (dd, direct I/O)</source>
        <translation>%1; the slowest (%2) reads %3 GB/s in sequence (dd, direct I/O)</translation>
    </message>
</context>
<context>
    <name>AcceptanceImport</name>
    <message>
        <source>the report is larger than 64 MB; give the script's report, not a whole log</source>
        <translation>the report is larger than 64 MB; give the script's report, not a whole log</translation>
    </message>
    <message>
        <source>the report holds none of the outputs the acceptance script writes (nvidia-smi, lspci, lscpu, nccl-tests…); was it the right file?</source>
        <translation>the report holds none of the outputs the acceptance script writes (nvidia-smi, lspci, lscpu, nccl-tests…); was it the right file?</translation>
    </message>
    <message>
        <source>the report does not name its server (no "hostname:" line), and quote %1 has %2 servers; say which one it is</source>
        <translation>the report does not name its server (no "hostname:" line), and quote %1 has %2 servers; say which one it is</translation>
    </message>
    <message>
        <source>the report names its own server, %1 (its "hostname:" line); a server name is given only to a report without one, so that one server cannot stand for two</source>
        <translation>the report names its own server, %1 (its "hostname:" line); a server name is given only to a report without one, so that one server cannot stand for two</translation>
    </message>
    <message>
        <source>a server without a name</source>
        <translation>a server without a name</translation>
    </message>
    <message>
        <source>quote %1 contracts %2 server(s), and reports of that many are kept already (%3): the report of %4 is not recorded; if one of them was of the wrong server, withdraw it first</source>
        <translation>quote %1 contracts %2 server(s), and reports of that many are kept already (%3): the report of %4 is not recorded; if one of them was of the wrong server, withdraw it first</translation>
    </message>
</context>
<context>
    <name>AcceptanceStore</name>
    <message>
        <source>%1 more server(s) not reported yet</source>
        <translation>%1 more server(s) not reported yet</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>not tested</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmed</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>not applicable</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>the server</translation>
    </message>
    <message numerus="yes">
        <source>no acceptance report imported yet (%n server(s) contracted)</source>
        <translation><numerusform>no acceptance report imported yet (%n server contracted)</numerusform><numerusform>no acceptance report imported yet (%n servers contracted)</numerusform></translation>
    </message>
    <message>
        <source>%1 of %2 servers failed (%3)</source>
        <translation>%1 of %2 servers failed (%3)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 of %2 servers reported, none failed so far</source>
        <translation>%1 of %2 servers reported, none failed so far</translation>
    </message>
    <message numerus="yes">
        <source>all %n server(s) passed</source>
        <translation><numerusform>all %n server passed</numerusform><numerusform>all %n servers passed</numerusform></translation>
    </message>
    <message>
        <source>quote %1 has no acceptance report %2</source>
        <translation>quote %1 has no acceptance report %2</translation>
    </message>
    <message>
        <source>report</source>
        <translation>report</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>file name</source>
        <translation>file name</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no file name given</translation>
    </message>
    <message>
        <source>this is the planner's own database file; choose another file name (nothing was written)</source>
        <translation>this is the planner's own database file; choose another file name (nothing was written)</translation>
    </message>
    <message>
        <source>is a folder; give a file name</source>
        <translation>is a folder; give a file name</translation>
    </message>
    <message>
        <source>cannot write: %1 (nothing was written)</source>
        <translation>cannot write: %1 (nothing was written)</translation>
    </message>
    <message>
        <source>cannot write: %1 (nothing was written; an existing file is unchanged)</source>
        <translation>cannot write: %1 (nothing was written; an existing file is unchanged)</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8 text; two such names could mean the same file. Choose another name (nothing was written)</source>
        <translation>the file name is not valid UTF-8 text; two such names could mean the same file. Choose another name (nothing was written)</translation>
    </message>
    <message>
        <source>is not a regular file (a pipe, device or socket); give a file name (nothing was written)</source>
        <translation>is not a regular file (a pipe, device or socket); give a file name (nothing was written)</translation>
    </message>
    <message>
        <source>is a database (SQLite), never overwritten by an export; choose another file name (nothing was written)</source>
        <translation>is a database (SQLite), never overwritten by an export; choose another file name (nothing was written)</translation>
    </message>
    <message>
        <source>'-' (standard output) is not written to by this command; give a file name (nothing was written)</source>
        <translation>'-' (standard output) is not written to by this command; give a file name (nothing was written)</translation>
    </message>
    <message>
        <source>is the working file of the database %1 (SQLite deletes or rewrites it when the database is next opened); choose another file name (nothing was written)</source>
        <translation>is the working file of the database %1 (SQLite deletes or rewrites it when the database is next opened); choose another file name (nothing was written)</translation>
    </message>
</context>
<context>
    <name>BuyModel</name>
    <message>
        <source>the server price must be greater than zero</source>
        <translation>the server price must be greater than zero</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>VAT must be at least 0% and below 100%</translation>
    </message>
    <message>
        <source>a server holds 1 to 64 GPUs</source>
        <translation>a server holds 1 to 64 GPUs</translation>
    </message>
    <message>
        <source>server power must be between 0 and 200 kW</source>
        <translation>server power must be between 0 and 200 kW</translation>
    </message>
    <message>
        <source>PUE must be between 1.0 and 3.0</source>
        <translation>PUE must be between 1.0 and 3.0</translation>
    </message>
    <message>
        <source>running costs cannot be negative</source>
        <translation>running costs cannot be negative</translation>
    </message>
    <message>
        <source>depreciation must be between 0 and 20 years</source>
        <translation>depreciation must be between 0 and 20 years</translation>
    </message>
    <message>
        <source>the residual value must be between 0% and 100%</source>
        <translation>the residual value must be between 0% and 100%</translation>
    </message>
    <message>
        <source>utilisation must be above 0 and at most 1</source>
        <translation>utilisation must be above 0 and at most 1</translation>
    </message>
    <message>
        <source>the cost of capital must be between 0% and 50% a year</source>
        <translation>the cost of capital must be between 0% and 50% a year</translation>
    </message>
    <message>
        <source>(server price − %1% residual) ÷ (%2 years × 8,760 h × %3 utilisation × %4 GPUs) + capital (price + residual) ÷ 2 × %9% a year ÷ (8,760 h × %3) ÷ %4 GPUs + %5 kW × PUE %6 × %7 per kWh ÷ %4 GPUs + operations %8 per month ÷ (%10 h × %3) ÷ %4 GPUs</source>
        <translation>(server price − %1% residual) ÷ (%2 years × 8,760 h × %3 utilisation × %4 GPUs) + capital (price + residual) ÷ 2 × %9% a year ÷ (8,760 h × %3) ÷ %4 GPUs + %5 kW × PUE %6 × %7 per kWh ÷ %4 GPUs + operations %8 per month ÷ (%10 h × %3) ÷ %4 GPUs</translation>
    </message>
</context>
<context>
    <name>BuyerCost</name>
    <message>
        <source>general taxpayer</source>
        <translation>general taxpayer</translation>
    </message>
    <message>
        <source>small-scale taxpayer</source>
        <translation>small-scale taxpayer</translation>
    </message>
    <message>
        <source>buyer outside mainland China</source>
        <translation>buyer outside mainland China</translation>
    </message>
    <message>
        <source>%1 incl. VAT</source>
        <translation>%1 incl. VAT</translation>
    </message>
    <message>
        <source>%1 ex VAT</source>
        <translation>%1 ex VAT</translation>
    </message>
    <message>
        <source>VAT excluded: a general taxpayer deducts the VAT of a special VAT invoice</source>
        <translation>VAT excluded: a general taxpayer deducts the VAT of a special VAT invoice</translation>
    </message>
    <message>
        <source>VAT included: a small-scale taxpayer deducts no input VAT</source>
        <translation>VAT included: a small-scale taxpayer deducts no input VAT</translation>
    </message>
    <message>
        <source>VAT included: no Chinese VAT is deducted outside mainland China</source>
        <translation>VAT included: no Chinese VAT is deducted outside mainland China</translation>
    </message>
    <message>
        <source>VAT included: the VAT of an ordinary invoice cannot be deducted</source>
        <translation>VAT included: the VAT of an ordinary invoice cannot be deducted</translation>
    </message>
    <message>
        <source>VAT included: the invoice type is not stated, so the VAT is taken as not deductible</source>
        <translation>VAT included: the invoice type is not stated, so the VAT is taken as not deductible</translation>
    </message>
    <message>
        <source>%1 as quoted (VAT rate not stated)</source>
        <translation>%1 as quoted (VAT rate not stated)</translation>
    </message>
    <message>
        <source>As quoted: the VAT rate is not stated, so the price is compared as it stands and nothing is taken as deductible; ask the vendor in writing whether VAT is included and which invoice they issue</source>
        <translation>As quoted: the VAT rate is not stated, so the price is compared as it stands and nothing is taken as deductible; ask the vendor in writing whether VAT is included and which invoice they issue</translation>
    </message>
    <message>
        <source>Cost to you worked out for a %1 (the tax status in the settings); the budget is compared with it</source>
        <translation>Cost to you worked out for a %1 (the tax status in the settings); the budget is compared with it</translation>
    </message>
</context>
<context>
    <name>CatalogStore</name>
    <message>
        <source>the database's GPU catalog</source>
        <translation>the database's GPU catalog</translation>
    </message>
    <message>
        <source>the database's reference prices</source>
        <translation>the database's reference prices</translation>
    </message>
    <message>
        <source>the import would leave a catalog the planner cannot read: %1; nothing was imported</source>
        <translation>the import would leave a catalog the planner cannot read: %1; nothing was imported</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmed</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>not applicable</translation>
    </message>
    <message>
        <source>data</source>
        <translation>data</translation>
    </message>
    <message>
        <source>hardware</source>
        <translation>hardware</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>interconnect</translation>
    </message>
    <message>
        <source>inventory</source>
        <translation>inventory</translation>
    </message>
    <message>
        <source>network</source>
        <translation>network</translation>
    </message>
    <message>
        <source>price</source>
        <translation>price</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>scaling</translation>
    </message>
    <message>
        <source>service</source>
        <translation>service</translation>
    </message>
    <message>
        <source>software</source>
        <translation>software</translation>
    </message>
    <message>
        <source>stability</source>
        <translation>stability</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>storage</translation>
    </message>
    <message>
        <source>terms</source>
        <translation>terms</translation>
    </message>
    <message>
        <source>&lt;GPU model&gt;</source>
        <translation>&lt;GPU model&gt;</translation>
    </message>
    <message>
        <source>&lt;GPUs per server&gt;</source>
        <translation>&lt;GPUs per server&gt;</translation>
    </message>
    <message>
        <source>&lt;servers&gt;</source>
        <translation>&lt;servers&gt;</translation>
    </message>
    <message>
        <source>&lt;VAT rate and invoice type&gt;</source>
        <translation>&lt;VAT rate and invoice type&gt;</translation>
    </message>
    <message>
        <source>&lt;memory per GPU&gt;</source>
        <translation>&lt;memory per GPU&gt;</translation>
    </message>
    <message>
        <source>&lt;memory per GPU in MiB&gt;</source>
        <translation>&lt;memory per GPU in MiB&gt;</translation>
    </message>
    <message>
        <source>&lt;RAM needed&gt;</source>
        <translation>&lt;RAM needed&gt;</translation>
    </message>
    <message>
        <source>&lt;PCIe generation&gt;</source>
        <translation>&lt;PCIe generation&gt;</translation>
    </message>
    <message>
        <source>&lt;power limit&gt;</source>
        <translation>&lt;power limit&gt;</translation>
    </message>
    <message>
        <source>&lt;GPU interconnect&gt;</source>
        <translation>&lt;GPU interconnect&gt;</translation>
    </message>
    <message>
        <source>&lt;topology&gt;</source>
        <translation>&lt;topology&gt;</translation>
    </message>
    <message>
        <source>&lt;published bus bandwidth&gt;</source>
        <translation>&lt;published bus bandwidth&gt;</translation>
    </message>
    <message>
        <source>&lt;links NCCL uses&gt;</source>
        <translation>&lt;links NCCL uses&gt;</translation>
    </message>
    <message>
        <source>Recorded by hand before: </source>
        <translation>Recorded by hand before: </translation>
    </message>
</context>
<context>
    <name>ChecklistStore</name>
    <message>
        <source>'%1' is not one of contract, acceptance</source>
        <translation>'%1' is not one of contract, acceptance</translation>
    </message>
    <message>
        <source>item id</source>
        <translation>item id</translation>
    </message>
    <message>
        <source>PIX, PXB, NODE or SYS between GPUs (PCIe, no NVLink)</source>
        <translation>PIX, PXB, NODE or SYS between GPUs (PCIe, no NVLink)</translation>
    </message>
    <message>
        <source>NV# between every pair of GPUs (NVLink)</source>
        <translation>NV# between every pair of GPUs (NVLink)</translation>
    </message>
    <message>
        <source>item</source>
        <translation>item</translation>
    </message>
    <message>
        <source>an item needs a text</source>
        <translation>an item needs a text</translation>
    </message>
    <message>
        <source>an item's text is limited to 2,000 characters</source>
        <translation>an item's text is limited to 2,000 characters</translation>
    </message>
    <message>
        <source>checklist</source>
        <translation>checklist</translation>
    </message>
    <message>
        <source>there is no checklist %1</source>
        <translation>there is no checklist %1</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>give the check in Chinese and in English: the PDF shows both</source>
        <translation>give the check in Chinese and in English: the PDF shows both</translation>
    </message>
    <message>
        <source>a check has at most 500 characters, its expected value 200</source>
        <translation>a check has at most 500 characters, its expected value 200</translation>
    </message>
    <message>
        <source>category</source>
        <translation>category</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>'%1' is not one of %2</translation>
    </message>
    <message>
        <source>there is no template item %1</source>
        <translation>there is no template item %1</translation>
    </message>
    <message>
        <source>template</source>
        <translation>template</translation>
    </message>
    <message>
        <source>the shipped checks cannot be deleted; edit them, or mark them not applicable in a quote's checklist</source>
        <translation>the shipped checks cannot be deleted; edit them, or mark them not applicable in a quote's checklist</translation>
    </message>
    <message>
        <source>P2P or SHM over PCIe inside the server, not NET</source>
        <translation>P2P or SHM over PCIe inside the server, not NET</translation>
    </message>
    <message>
        <source>P2P over NVLink inside the server, not SHM or NET</source>
        <translation>P2P over NVLink inside the server, not SHM or NET</translation>
    </message>
    <message>
        <source>there is no checklist item %1 in this database</source>
        <translation>there is no checklist item %1 in this database</translation>
    </message>
    <message>
        <source>Recorded by hand before: </source>
        <translation>Recorded by hand before: </translation>
    </message>
    <message>
        <source>template item %1</source>
        <translation>template item %1</translation>
    </message>
    <message>
        <source>changed by %1 at %2 since you opened it; nothing was written: reload the templates and edit it again</source>
        <translation>changed by %1 at %2 since you opened it; nothing was written: reload the templates and edit it again</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>someone else</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>an unknown time</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <source>≥ the figure the vendor committed to in writing</source>
        <translation>≥ the figure the vendor committed to in writing</translation>
    </message>
    <message>
        <source>≥ %1 GB/s (80% of %2 GB/s: %3)</source>
        <extracomment>%1 = 80 % of the bus bandwidth %2, %3 = where that figure comes from (a measurement or an estimate, said in %3). zh-review-4 D10: the basis without nested brackets.</extracomment>
        <translation>≥ %1 GB/s (80% of %2 GB/s: %3)</translation>
    </message>
    <message>
        <source>quote %1 has no %2 checklist ('gpuplan checklist create --quote %1')</source>
        <translation>quote %1 has no %2 checklist ('gpuplan checklist create --quote %1')</translation>
    </message>
</context>
<context>
    <name>ChecklistsPage</name>
    <message>
        <source>import of %1</source>
        <translation>import of %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List the GPU catalog: memory, bandwidth, dense peak throughput, tier and source.</source>
        <translation>List the GPU catalog: memory, bandwidth, dense peak throughput, tier and source.</translation>
    </message>
    <message>
        <source>Only this tier: entry, advanced or flagship.</source>
        <translation>Only this tier: entry, advanced or flagship.</translation>
    </message>
    <message>
        <source>Only this vendor.</source>
        <translation>Only this vendor.</translation>
    </message>
    <message>
        <source>Show each entry's source and verification.</source>
        <translation>Show each entry's source and verification.</translation>
    </message>
    <message>
        <source>'%1' is not one of entry, advanced, flagship</source>
        <translation>'%1' is not one of entry, advanced, flagship</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>verification</source>
        <translation>verification</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>memory GB</source>
        <translation>memory GB</translation>
    </message>
    <message>
        <source>bandwidth GB/s</source>
        <translation>bandwidth GB/s</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>link</source>
        <translation>link</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>tier</translation>
    </message>
    <message>
        <source>year</source>
        <translation>year</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s). Throughput is dense (no 2:4 sparsity); BF16 falls back to FP16 where a GPU has no BF16.</source>
        <translation><numerusform>%n GPU. Throughput is dense (no 2:4 sparsity); BF16 falls back to FP16 where a GPU has no BF16.</numerusform><numerusform>%n GPUs. Throughput is dense (no 2:4 sparsity); BF16 falls back to FP16 where a GPU has no BF16.</numerusform></translation>
    </message>
    <message>
        <source>List the model presets and their architecture.</source>
        <translation>List the model presets and their architecture.</translation>
    </message>
    <message>
        <source>Usage: gpuplan models [--json]
</source>
        <translation>Usage: gpuplan models [--json]
</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>params</source>
        <translation>params</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>layers</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>heads/KV</source>
        <translation>heads/KV</translation>
    </message>
    <message>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <source>vocab</source>
        <translation>vocab</translation>
    </message>
    <message>
        <source>context</source>
        <translation>context</translation>
    </message>
    <message>
        <source>A custom model: --params 13B (Llama-like shape assumed), or --layers/--hidden/--heads/--kv-heads/--ffn/--vocab.</source>
        <translation>A custom model: --params 13B (Llama-like shape assumed), or --layers/--hidden/--heads/--kv-heads/--ffn/--vocab.</translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation>Print machine-readable JSON.</translation>
    </message>
    <message>
        <source>SQLite database file (default: in the user's data folder).</source>
        <translation>SQLite database file (default: in the user's data folder).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Show this help.</translation>
    </message>
    <message>
        <source>'%1' is not a supported language; use zh or en</source>
        <translation>'%1' is not a supported language; use zh or en</translation>
    </message>
    <message>
        <source>a price needs its unit: gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year or server-year</source>
        <translation>a price needs its unit: gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year or server-year</translation>
    </message>
    <message>
        <source>'%1' is not one of gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year, server-year</source>
        <translation>'%1' is not one of gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year, server-year</translation>
    </message>
    <message>
        <source>'%1': VAT must be at least 0% and below 100%</source>
        <translation>'%1': VAT must be at least 0% and below 100%</translation>
    </message>
    <message>
        <source>give the VAT rate with --vat, e.g. 6</source>
        <translation>give the VAT rate with --vat, e.g. 6</translation>
    </message>
    <message>
        <source>'%1' is not one of second, hour, day, month, year</source>
        <translation>'%1' is not one of second, hour, day, month, year</translation>
    </message>
    <message>
        <source>'%1' is not PERIODS:PERCENT, e.g. 12:10 for 10% off from 12 periods</source>
        <translation>'%1' is not PERIODS:PERCENT, e.g. 12:10 for 10% off from 12 periods</translation>
    </message>
    <message>
        <source>quote given on the command line</source>
        <translation>quote given on the command line</translation>
    </message>
    <message>
        <source>server price given on the command line</source>
        <translation>server price given on the command line</translation>
    </message>
    <message>
        <source>The job's wall-clock time (500, 500h, 21d); default: estimated from the workload.</source>
        <translation>The job's wall-clock time (500, 500h, 21d); default: estimated from the workload.</translation>
    </message>
    <message>
        <source>A vendor's price, e.g. 70000CNY or 2.35USD.</source>
        <translation>A vendor's price, e.g. 70000CNY or 2.35USD.</translation>
    </message>
    <message>
        <source>Unit of --price: gpu-hour, server-hour, gpu-day, ..., server-year.</source>
        <translation>Unit of --price: gpu-hour, server-hour, gpu-day, ..., server-year.</translation>
    </message>
    <message>
        <source>GPUs in one server of the quote (default 8).</source>
        <translation>GPUs in one server of the quote (default 8).</translation>
    </message>
    <message>
        <source>VAT rate in percent, e.g. 6.</source>
        <translation>VAT rate in percent, e.g. 6.</translation>
    </message>
    <message>
        <source>The price includes VAT.</source>
        <translation>The price includes VAT.</translation>
    </message>
    <message>
        <source>One-off setup fee.</source>
        <translation>One-off setup fee.</translation>
    </message>
    <message>
        <source>Refundable deposit (shown, not counted).</source>
        <translation>Refundable deposit (shown, not counted).</translation>
    </message>
    <message>
        <source>Minimum term in periods of the unit.</source>
        <translation>Minimum term in periods of the unit.</translation>
    </message>
    <message>
        <source>Billing granularity: second, hour, day, month or year (default: the unit's).</source>
        <translation>Billing granularity: second, hour, day, month or year (default: the unit's).</translation>
    </message>
    <message>
        <source>Term discount PERIODS:PERCENT, e.g. 12:10 (repeatable).</source>
        <translation>Term discount PERIODS:PERCENT, e.g. 12:10 (repeatable).</translation>
    </message>
    <message>
        <source>The price is for spot (pre-emptible) capacity.</source>
        <translation>The price is for spot (pre-emptible) capacity.</translation>
    </message>
    <message>
        <source>Spot discount on --price in percent.</source>
        <translation>Spot discount on --price in percent.</translation>
    </message>
    <message>
        <source>Extra run time on spot from pre-emptions, percent (default 15).</source>
        <translation>Extra run time on spot from pre-emptions, percent (default 15).</translation>
    </message>
    <message>
        <source>Buying: price of one server.</source>
        <translation>Buying: price of one server.</translation>
    </message>
    <message>
        <source>Buying: server power in kW (default 10.2).</source>
        <translation>Buying: server power in kW (default 10.2).</translation>
    </message>
    <message>
        <source>Buying: data-centre PUE (default 1.3).</source>
        <translation>Buying: data-centre PUE (default 1.3).</translation>
    </message>
    <message>
        <source>Buying: electricity per kWh (default 0.63CNY).</source>
        <translation>Buying: electricity per kWh (default 0.63CNY).</translation>
    </message>
    <message>
        <source>Buying: depreciation years (default 5).</source>
        <translation>Buying: depreciation years (default 5).</translation>
    </message>
    <message>
        <source>Buying: residual value in percent (default 10).</source>
        <translation>Buying: residual value in percent (default 10).</translation>
    </message>
    <message>
        <source>Buying: share of hours in paid use, 0–1 (default 0.7).</source>
        <translation>Buying: share of hours in paid use, 0–1 (default 0.7).</translation>
    </message>
    <message>
        <source>Share of the calendar the GPUs are used, 0–1, for the curves (default 1).</source>
        <translation>Share of the calendar the GPUs are used, 0–1, for the curves (default 1).</translation>
    </message>
    <message>
        <source>A budget: when does each term run out?</source>
        <translation>A budget: when does each term run out?</translation>
    </message>
    <message>
        <source>A deadline: the cheapest term that meets it.</source>
        <translation>A deadline: the cheapest term that meets it.</translation>
    </message>
    <message>
        <source>Currency of the results: CNY (default), USD or EUR.</source>
        <translation>Currency of the results: CNY (default), USD or EUR.</translation>
    </message>
    <message>
        <source>Usage: gpuplan cost --gpu GPU --gpus N (--hours T | --model NAME ...) [--price MONEY --unit UNIT ...] [options]
</source>
        <translation>Usage: gpuplan cost --gpu GPU --gpus N (--hours T | --model NAME ...) [--price MONEY --unit UNIT ...] [options]
</translation>
    </message>
    <message>
        <source>unknown currency '%1'; use CNY, USD or EUR</source>
        <translation>unknown currency '%1'; use CNY, USD or EUR</translation>
    </message>
    <message>
        <source>give either --hours or a workload (--model/--params), not both</source>
        <translation>give either --hours or a workload (--model/--params), not both</translation>
    </message>
    <message>
        <source>give the GPU with --gpu, e.g. --gpu h100</source>
        <translation>give the GPU with --gpu, e.g. --gpu h100</translation>
    </message>
    <message>
        <source>the job does not fit: it needs %1 GiB per GPU and the %2 has %3 GiB; try 'gpuplan plan'</source>
        <translation>the job does not fit: it needs %1 GiB per GPU and the %2 has %3 GiB; try 'gpuplan plan'</translation>
    </message>
    <message>
        <source>give the job's duration with --hours, or describe it with --model/--params and --tokens</source>
        <translation>give the job's duration with --hours, or describe it with --model/--params and --tokens</translation>
    </message>
    <message>
        <source>there is no reference price for %1; give a vendor's price with --price and --unit</source>
        <translation>there is no reference price for %1; give a vendor's price with --price and --unit</translation>
    </message>
    <message>
        <source>the budget must be greater than zero</source>
        <translation>the budget must be greater than zero</translation>
    </message>
    <message>
        <source>term</source>
        <translation>term</translation>
    </message>
    <message>
        <source>per GPU-hour, ex VAT</source>
        <translation>per GPU-hour, ex VAT</translation>
    </message>
    <message>
        <source>as quoted</source>
        <translation>as quoted</translation>
    </message>
    <message>
        <source>%1 per server of %2 GPUs</source>
        <translation>%1 per server of %2 GPUs</translation>
    </message>
    <message>
        <source>, incl. %1% VAT</source>
        <translation>, incl. %1% VAT</translation>
    </message>
    <message>
        <source>job cost, ex VAT</source>
        <translation>job cost, ex VAT</translation>
    </message>
    <message>
        <source>incl. VAT</source>
        <translation>incl. VAT</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>run time</translation>
    </message>
    <message>
        <source>how</source>
        <translation>how</translation>
    </message>
    <message>
        <source> (misses the deadline)</source>
        <translation> (misses the deadline)</translation>
    </message>
    <message>
        <source>%1: the budget of %2 runs out after %3 months</source>
        <translation>%1: the budget of %2 runs out after %3 months</translation>
    </message>
    <message>
        <source>%1: the budget lasts beyond the %2-month horizon</source>
        <translation>%1: the budget lasts beyond the %2-month horizon</translation>
    </message>
    <message>
        <source>%1 × %2 for %3</source>
        <translation>%1 × %2 for %3</translation>
    </message>
    <message>
        <source>Comparable price (%1 per GPU-hour, VAT excluded; a month is %2 hours):</source>
        <translation>Comparable price (%1 per GPU-hour, VAT excluded; a month is %2 hours):</translation>
    </message>
    <message>
        <source>This job under each term:</source>
        <translation>This job under each term:</translation>
    </message>
    <message>
        <source> within the deadline of %1</source>
        <translation> within the deadline of %1</translation>
    </message>
    <message>
        <source>No term meets the deadline.</source>
        <translation>No term meets the deadline.</translation>
    </message>
    <message>
        <source>Keeping %1 GPU(s), used %2% of the time:</source>
        <translation>Keeping %1 GPU(s), used %2% of the time:</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation><numerusform>%n month</numerusform><numerusform>%n months</numerusform></translation>
    </message>
    <message>
        <source>Estimate memory per GPU, time and the seeds' checks for one configuration.</source>
        <translation>Estimate memory per GPU, time and the checks for one configuration.</translation>
    </message>
    <message>
        <source>Show the formula, inputs and source of every figure.</source>
        <translation>Show the formula, inputs and source of every figure.</translation>
    </message>
    <message>
        <source>Usage: gpuplan estimate --model NAME|--params N --gpu GPU [--gpus N] [options]
</source>
        <translation>Usage: gpuplan estimate --model NAME|--params N --gpu GPU [--gpus N] [options]
</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 × %5 (%6 server(s) × %7)</source>
        <translation>%1 · %2 · %3 · %4 × %5 (%6 server(s) × %7)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>memory per GPU</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>optimizer states</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>framework overhead</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Fits: %1 GiB free per GPU.</source>
        <translation>Fits: %1 GiB free per GPU.</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU.</source>
        <translation>Does not fit: %1 GiB short per GPU.</translation>
    </message>
    <message>
        <source>Time for %1 tokens%2: %3 wall-clock, %4 GPU-hours; %5 tokens/s per GPU</source>
        <translation>Time for %1 tokens%2: %3 wall-clock, %4 GPU-hours; %5 tokens/s per GPU</translation>
    </message>
    <message>
        <source> (default; set --tokens)</source>
        <translation> (default; set --tokens)</translation>
    </message>
    <message>
        <source>Inference: prefill %1 tokens/s; decode %2 tokens/s in all (%3 per sequence, %4); up to %5 sequences of %6 tokens fit in the KV cache</source>
        <translation>Inference: prefill %1 tokens/s; decode %2 tokens/s in all (%3 per sequence, %4); up to %5 sequences of %6 tokens fit in the KV cache</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>memory-bound</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>compute-bound</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Checks:</translation>
    </message>
    <message>
        <source>How each figure is computed:</source>
        <translation>How each figure is computed:</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>source: %1</translation>
    </message>
    <message>
        <source>Add --explain for the formulas, inputs and sources.</source>
        <translation>Add --explain for the formulas, inputs and sources.</translation>
    </message>
    <message>
        <source>Exchange rate into CNY, e.g. USD=7.2 (repeatable).</source>
        <translation>Exchange rate into CNY, e.g. USD=7.2 (repeatable).</translation>
    </message>
    <message>
        <source>Hours in a billing month: 730 (default, 8760/12) or e.g. 720.</source>
        <translation>Hours in a billing month: 730 (default, 8760/12) or e.g. 720.</translation>
    </message>
    <message>
        <source>Preferred region of reference prices (default China).</source>
        <translation>Preferred region of reference prices (default China).</translation>
    </message>
    <message>
        <source>Search GPU model × GPUs per server × servers × layout (TP, PP, ZeRO, micro-batch, recomputation); keep what fits and meets the constraints; rank; print the Pareto set over time, GPUs and cost.</source>
        <translation>Search GPU model × GPUs per server × servers × layout (TP, PP, ZeRO, micro-batch, recomputation); keep what fits and meets the constraints; rank; print the Pareto set over time, GPUs and cost.</translation>
    </message>
    <message>
        <source>At most this many GPUs (default 64).</source>
        <translation>At most this many GPUs (default 64).</translation>
    </message>
    <message>
        <source>Finish within this time: 500h, 21d, 3w.</source>
        <translation>Finish within this time: 500h, 21d, 3w.</translation>
    </message>
    <message>
        <source>Job cost at most this, VAT excluded, e.g. 200000CNY.</source>
        <translation>Job cost at most this, VAT excluded, e.g. 200000CNY.</translation>
    </message>
    <message>
        <source>Show at most N configurations (default 10).</source>
        <translation>Show at most N configurations (default 10).</translation>
    </message>
    <message>
        <source>Usage: gpuplan plan --model NAME|--params N [--method M] [--gpu A,B] [--deadline T] [--budget MONEY --term TERM] [options]
</source>
        <translation>Usage: gpuplan plan --model NAME|--params N [--method M] [--gpu A,B] [--deadline T] [--budget MONEY --term TERM] [options]
</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 tokens%5</source>
        <translation>%1 · %2 · %3 · %4 tokens%5</translation>
    </message>
    <message>
        <source>No configuration fits the constraints (%1 layouts considered, %2 fit in memory).</source>
        <translation>No configuration fits the constraints (%1 layouts considered, %2 fit in memory).</translation>
    </message>
    <message>
        <source>%1 were over budget and %2 had no reference price for the term.</source>
        <translation>%1 were over budget and %2 had no reference price for the term.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>servers</translation>
    </message>
    <message>
        <source>TP·PP·DP</source>
        <translation>TP·PP·DP</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>mb</source>
        <translation>mb</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>recompute</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>wall-clock</source>
        <translation>wall-clock</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <source>cost (ex VAT)</source>
        <translation>cost (ex VAT)</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>checks</translation>
    </message>
    <message>
        <source>%1 fail</source>
        <translation>%1 fail</translation>
    </message>
    <message>
        <source>%1 warn</source>
        <translation>%1 warn</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>%1 layouts considered, %2 feasible, %3 on the Pareto front (time, GPUs, cost); search took %4 ms.</source>
        <translation>%1 layouts considered, %2 feasible, %3 on the Pareto front (time, GPUs, cost); search took %4 ms.</translation>
    </message>
    <message>
        <source>Costs use reference prices (VAT excluded); 'gpuplan cost' shows every term, and 'gpuplan estimate' the details and checks of one configuration.</source>
        <translation>Costs use reference prices (VAT excluded); 'gpuplan cost' shows every term, and 'gpuplan estimate' the details and checks of one configuration.</translation>
    </message>
    <message>
        <source>give one CSV file: gpuplan quotes import FILE</source>
        <translation>give one CSV file: gpuplan quotes import FILE</translation>
    </message>
    <message>
        <source>Read %1 rows (%2): %3 valid, %4 problem(s).</source>
        <translation>Read %1 rows (%2): %3 valid, %4 problem(s).</translation>
    </message>
    <message>
        <source>  … and %1 more</source>
        <translation>  … and %1 more</translation>
    </message>
    <message>
        <source>Nothing was written. Correct the file, or run again with --valid-only to import the %1 valid row(s).</source>
        <translation>Nothing was written. Correct the file, or run again with --valid-only to import the %1 valid row(s).</translation>
    </message>
    <message>
        <source>Imported %1 quote(s) into %2.</source>
        <translation>Imported %1 quote(s) into %2.</translation>
    </message>
    <message>
        <source>give CNY per GPU-hour excluding VAT, e.g. 12.5CNY</source>
        <translation>give CNY per GPU-hour excluding VAT, e.g. 12.5CNY</translation>
    </message>
    <message>
        <source>'%1' is not one of price, date, provider, gpu</source>
        <translation>'%1' is not one of price, date, provider, gpu</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>provider</translation>
    </message>
    <message>
        <source>CNY/GPU-h ex VAT</source>
        <translation>CNY/GPU-h ex VAT</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>valid until</translation>
    </message>
    <message>
        <source> incl. VAT</source>
        <translation> incl. VAT</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s). Checks assume training on the quoted servers; 'gpuplan quotes show ID' explains them.</source>
        <translation><numerusform>%n quote. Checks assume training on the quoted servers; 'gpuplan quotes show ID' explains them.</numerusform><numerusform>%n quotes. Checks assume training on the quoted servers; 'gpuplan quotes show ID' explains them.</numerusform></translation>
    </message>
    <message>
        <source>give the id of one quote, as shown by 'gpuplan quotes list'</source>
        <translation>give the id of one quote, as shown by 'gpuplan quotes list'</translation>
    </message>
    <message>
        <source>Quote %1 from %2 (%3), number %4, dated %5</source>
        <translation>Quote %1 from %2 (%3), number %4, dated %5</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes: %1</translation>
    </message>
    <message>
        <source>Checks (for training on these servers):</source>
        <translation>Checks (for training on these servers):</translation>
    </message>
    <message>
        <source>give the file to write: gpuplan quotes export FILE</source>
        <translation>give the file to write: gpuplan quotes export FILE</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n quote(s) to %1.</source>
        <translation><numerusform>Wrote %n quote to %1.</numerusform><numerusform>Wrote %n quotes to %1.</numerusform></translation>
    </message>
    <message>
        <source>give either --demo or a quote id, not both</source>
        <translation>give either --demo or a quote id, not both</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n quote(s).</source>
        <translation><numerusform>Deleted %n quote.</numerusform><numerusform>Deleted %n quotes.</numerusform></translation>
    </message>
    <message>
        <source>import, list, show, export or delete</source>
        <translation>import, list, show, export or delete</translation>
    </message>
    <message>
        <source>import: import the valid rows even if others are wrong.</source>
        <translation>import: import the valid rows even if others are wrong.</translation>
    </message>
    <message>
        <source>list: only this GPU.</source>
        <translation>list: only this GPU.</translation>
    </message>
    <message>
        <source>list: providers whose name contains this.</source>
        <translation>list: providers whose name contains this.</translation>
    </message>
    <message>
        <source>list: at most this CNY per GPU-hour excluding VAT.</source>
        <translation>list: at most this CNY per GPU-hour excluding VAT.</translation>
    </message>
    <message>
        <source>list: only quotes still valid on this date.</source>
        <translation>list: only quotes still valid on this date.</translation>
    </message>
    <message>
        <source>list: price (default), date, provider or gpu.</source>
        <translation>list: price (default), date, provider or gpu.</translation>
    </message>
    <message>
        <source>list: descending order.</source>
        <translation>list: descending order.</translation>
    </message>
    <message>
        <source>list: at most N quotes.</source>
        <translation>list: at most N quotes.</translation>
    </message>
    <message>
        <source>list/export: leave out the demo quotes.</source>
        <translation>list/export: leave out the demo quotes.</translation>
    </message>
    <message>
        <source>delete: delete the demo providers and quotes.</source>
        <translation>delete: delete the demo providers and quotes.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>configuration</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>saved</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <source>Integrity: %1; foreign-key violations: %2; schema version %3 of %4</source>
        <translation>Integrity: %1; foreign-key violations: %2; schema version %3 of %4</translation>
    </message>
    <message>
        <source>create: contract or acceptance.</source>
        <translation>create: contract or acceptance.</translation>
    </message>
    <message>
        <source>set: open, confirmed, failed or na.</source>
        <translation>set: open, confirmed, failed or na.</translation>
    </message>
    <message>
        <source>set: what was seen (command output, contract clause...).</source>
        <translation>set: what was seen (command output, contract clause...).</translation>
    </message>
    <message>
        <source>Usage: gpuplan checklist templates|create|show|set|export [ARGS] [options]
</source>
        <translation>Usage: gpuplan checklist templates|create|show|set|export [ARGS] [options]
</translation>
    </message>
    <message>
        <source>give the item id shown by 'checklist show'</source>
        <translation>give the item id shown by 'checklist show'</translation>
    </message>
    <message>
        <source>give the quote id shown by 'quotes list'</source>
        <translation>give the quote id shown by 'quotes list'</translation>
    </message>
    <message>
        <source>'%1' is not one of open, confirmed, failed, na</source>
        <translation>'%1' is not one of open, confirmed, failed, na</translation>
    </message>
    <message>
        <source>give the quote id and the file to write</source>
        <translation>give the quote id and the file to write</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 open</source>
        <translation>%1 confirmed, %2 failed, %3 open</translation>
    </message>
    <message>
        <source>item</source>
        <translation>item</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>expected</translation>
    </message>
    <message>
        <source>evidence</source>
        <translation>evidence</translation>
    </message>
    <message>
        <source>Item %1 is now %2.</source>
        <translation>Item %1 is now %2.</translation>
    </message>
    <message>
        <source>Wrote the checklists of quote %1 to %2.</source>
        <translation>Wrote the checklists of quote %1 to %2.</translation>
    </message>
    <message>
        <source>Quote %1 has no checklists yet: gpuplan checklist create %1</source>
        <translation>Quote %1 has no checklists yet: gpuplan checklist create %1</translation>
    </message>
    <message>
        <source>Model preset (see 'gpuplan models').</source>
        <translation>Model preset (see 'gpuplan models').</translation>
    </message>
    <message>
        <source>Custom model size, e.g. 13B (shape assumed Llama-like).</source>
        <translation>Custom model size, e.g. 13B (shape assumed Llama-like).</translation>
    </message>
    <message>
        <source>Custom model: layers.</source>
        <translation>Custom model: layers.</translation>
    </message>
    <message>
        <source>Custom model: hidden size.</source>
        <translation>Custom model: hidden size.</translation>
    </message>
    <message>
        <source>Custom model: attention heads.</source>
        <translation>Custom model: attention heads.</translation>
    </message>
    <message>
        <source>Custom model: key/value heads (grouped-query attention).</source>
        <translation>Custom model: key/value heads (grouped-query attention).</translation>
    </message>
    <message>
        <source>Custom model: FFN inner size.</source>
        <translation>Custom model: FFN inner size.</translation>
    </message>
    <message>
        <source>Custom model: vocabulary size.</source>
        <translation>Custom model: vocabulary size.</translation>
    </message>
    <message>
        <source>fp32, tf32, bf16, fp16, fp8, int8 or int4 (default bf16).</source>
        <translation>fp32, tf32, bf16, fp16, fp8, int8 or int4 (default bf16).</translation>
    </message>
    <message>
        <source>adamw, adamw8bit, sgd or adafactor (default adamw).</source>
        <translation>adamw, adamw8bit, sgd or adafactor (default adamw).</translation>
    </message>
    <message>
        <source>Sequence length in tokens (default 2048).</source>
        <translation>Sequence length in tokens (default 2048).</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (default 1).</source>
        <translation>Sequences per GPU per step (default 1).</translation>
    </message>
    <message>
        <source>Sequences per optimiser step (default 1024 pre-training, 128 otherwise).</source>
        <translation>Sequences per optimiser step (default 1024 pre-training, 128 otherwise).</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full.</source>
        <translation>Activation recomputation: none, selective or full.</translation>
    </message>
    <message>
        <source>Fused attention that never stores the score matrix (default on).</source>
        <translation>Fused attention that never stores the score matrix (default on).</translation>
    </message>
    <message>
        <source>Plain attention that stores the score matrix.</source>
        <translation>Plain attention that stores the score matrix.</translation>
    </message>
    <message>
        <source>Training tokens (or tokens to generate), e.g. 1T, 500M.</source>
        <translation>Training tokens (or tokens to generate), e.g. 1T, 500M.</translation>
    </message>
    <message>
        <source>LoRA rank (default 16, on every linear layer).</source>
        <translation>LoRA rank (default 16, on every linear layer).</translation>
    </message>
    <message>
        <source>Inference: sequences served at once (default 1).</source>
        <translation>Inference: sequences served at once (default 1).</translation>
    </message>
    <message>
        <source>Inference: prompt + output tokens per sequence (default --seq).</source>
        <translation>Inference: prompt + output tokens per sequence (default --seq).</translation>
    </message>
    <message>
        <source>GPU id or common spelling, e.g. h100, A100-80G-SXM, 4090.</source>
        <translation>GPU id or common spelling, e.g. h100, A100-80G-SXM, 4090.</translation>
    </message>
    <message>
        <source>Total number of GPUs.</source>
        <translation>Total number of GPUs.</translation>
    </message>
    <message>
        <source>GPUs per server (default: up to 8).</source>
        <translation>GPUs per server (default: up to 8).</translation>
    </message>
    <message>
        <source>Tensor parallel degree (divides the attention heads).</source>
        <translation>Tensor parallel degree (divides the attention heads).</translation>
    </message>
    <message>
        <source>Pipeline parallel degree.</source>
        <translation>Pipeline parallel degree.</translation>
    </message>
    <message>
        <source>ZeRO/FSDP stage 0–3.</source>
        <translation>ZeRO/FSDP stage 0–3.</translation>
    </message>
    <message>
        <source>give either a preset (--model) or a size (--params), not both</source>
        <translation>give either a preset (--model) or a size (--params), not both</translation>
    </message>
    <message>
        <source>%1 parameters is outside 1M–100T</source>
        <translation>%1 parameters is outside 1M–100T</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>'%1' is not one of %2</translation>
    </message>
    <message>
        <source>an optimizer applies to training, not to inference</source>
        <translation>an optimizer applies to training, not to inference</translation>
    </message>
    <message>
        <source>activation recomputation applies to training, not to inference</source>
        <translation>activation recomputation applies to training, not to inference</translation>
    </message>
    <message>
        <source>--flash-attention and --no-flash-attention contradict each other</source>
        <translation>--flash-attention and --no-flash-attention contradict each other</translation>
    </message>
    <message>
        <source>a LoRA rank needs --method lora or qlora</source>
        <translation>a LoRA rank needs --method lora or qlora</translation>
    </message>
    <message>
        <source>concurrency and context apply to --method inference</source>
        <translation>concurrency and context apply to --method inference</translation>
    </message>
    <message>
        <source>give a GPU with --gpu, e.g. --gpu h100 (see 'gpuplan gpus')</source>
        <translation>give a GPU with --gpu, e.g. --gpu h100 (see 'gpuplan gpus')</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 h (%2 days)</translation>
    </message>
    <message>
        <source>[ok]</source>
        <translation>[ok]</translation>
    </message>
    <message>
        <source>[note]</source>
        <translation>[note]</translation>
    </message>
    <message>
        <source>[warn]</source>
        <translation>[warn]</translation>
    </message>
    <message>
        <source>[FAIL]</source>
        <translation>[FAIL]</translation>
    </message>
    <message>
        <source>'import FILE' stores GPUs from a catalog CSV (same columns as resources/catalog/gpus.csv) in the database: new GPUs, or your corrections of shipped ones, which later releases never overwrite.</source>
        <translation>'import FILE' stores GPUs from a catalog CSV (same columns as resources/catalog/gpus.csv) in the database: new GPUs, or your corrections of shipped ones, which later releases never overwrite.</translation>
    </message>
    <message>
        <source>Usage: gpuplan gpus [--tier T] [--vendor V] [--sources] [--json]
       gpuplan gpus import FILE [--database PATH]
</source>
        <translation>Usage: gpuplan gpus [--tier T] [--vendor V] [--sources] [--json]
       gpuplan gpus import FILE [--database PATH]
</translation>
    </message>
    <message>
        <source>use 'gpuplan gpus' to list, or 'gpuplan gpus import FILE'</source>
        <translation>use 'gpuplan gpus' to list, or 'gpuplan gpus import FILE'</translation>
    </message>
    <message>
        <source>Save the workload, constraints and best configuration in the database under this name.</source>
        <translation>Save the workload, constraints and best configuration in the database under this name.</translation>
    </message>
    <message>
        <source>no configuration meets the constraints, so there is nothing to save</source>
        <translation>no configuration meets the constraints, so there is nothing to save</translation>
    </message>
    <message>
        <source>Saved as plan %1 ('gpuplan db plans' lists the saved plans).</source>
        <translation>Saved as plan %1 ('gpuplan db plans' lists the saved plans).</translation>
    </message>
    <message>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <source>Usage: gpuplan settings [set KEY VALUE] [--json]
</source>
        <translation>Usage: gpuplan settings [set KEY VALUE] [--json]
</translation>
    </message>
    <message>
        <source>write: gpuplan settings set KEY VALUE</source>
        <translation>write: gpuplan settings set KEY VALUE</translation>
    </message>
    <message>
        <source>(stored in %1)</source>
        <translation>(stored in %1)</translation>
    </message>
    <message>
        <source>%1 fail, %2 warn</source>
        <translation>%1 fail, %2 warn</translation>
    </message>
    <message>
        <source>Buying: operations per server-month: rack space, support, staff (default 3000CNY).</source>
        <translation>Buying: operations per server-month: rack space, support, staff (default 3000CNY).</translation>
    </message>
    <message>
        <source>Buying: cost of capital per year on the money tied up (default 5%).</source>
        <translation>Buying: cost of capital per year on the money tied up (default 5%).</translation>
    </message>
    <message>
        <source>How long you need the GPUs, e.g. 3mo or 500h (default: the job's run time), for the total under each term.</source>
        <translation>How long you need the GPUs, e.g. 3mo or 500h (default: the job's run time), for the total under each term.</translation>
    </message>
    <message>
        <source>an estimate is for one GPU model; 'gpuplan plan' compares several</source>
        <translation>an estimate is for one GPU model; 'gpuplan plan' compares several</translation>
    </message>
    <message>
        <source>Layout: %1 · sequence %2 · FlashAttention %3 (%4)</source>
        <translation>Layout: %1 · sequence %2 · FlashAttention %3 (%4)</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 gathered layers</translation>
    </message>
    <message>
        <source>  step of %1 tokens: %2 s = compute %3 s + pipeline bubble %4 s + exposed communication %5 s; MFU %6 (compute efficiency %7 of %8 TFLOPS %9)</source>
        <translation>  step of %1 tokens: %2 s = compute %3 s + pipeline bubble %4 s + exposed communication %5 s; MFU %6 (compute efficiency %7 of %8 TFLOPS %9)</translation>
    </message>
    <message>
        <source>    %1 over %2 (%3 GB/s): %4 s, %5 s exposed</source>
        <translation>    %1 over %2 (%3 GB/s): %4 s, %5 s exposed</translation>
    </message>
    <message>
        <source>concurrency</source>
        <translation>concurrency</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>tokens/s per GPU</translation>
    </message>
    <message>
        <source>ms per token</source>
        <translation>ms per token</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>bound by</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>memory bandwidth</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>Decode against concurrency:</source>
        <translation>Decode against concurrency:</translation>
    </message>
    <message>
        <source>Compute efficiency: the fraction of dense peak the kernels reach, 0–1 (default: the GPU's from the catalog).</source>
        <translation>Compute efficiency: the fraction of dense peak the kernels reach, 0–1 (default: the GPU's from the catalog).</translation>
    </message>
    <message>
        <source>Interleaved pipeline stages per GPU (default 1).</source>
        <translation>Interleaved pipeline stages per GPU (default 1).</translation>
    </message>
    <message>
        <source>Between servers: rdma (InfiniBand or RoCE) or ethernet (default rdma).</source>
        <translation>Between servers: rdma (InfiniBand or RoCE) or ethernet (default rdma).</translation>
    </message>
    <message>
        <source>Line rate of one network card in Gb/s (default 200 for rdma, 25 for ethernet).</source>
        <translation>Line rate of one network card in Gb/s (default 200 for rdma, 25 for ethernet).</translation>
    </message>
    <message>
        <source>Network cards per server for training traffic (default one per GPU for rdma, 2 for ethernet).</source>
        <translation>Network cards per server for training traffic (default one per GPU for rdma, 2 for ethernet).</translation>
    </message>
    <message>
        <source>the architecture given has %1 parameters, not %2; leave out --params or make the shape match it</source>
        <translation>the architecture given has %1 parameters, not %2; leave out --params or make the shape match it</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Price with the reference prices (default), the stored quotes valid today (quotes), or the cheaper of the two (both).</source>
        <translation>Price with the reference prices (default), the stored quotes valid today (quotes), or the cheaper of the two (both).</translation>
    </message>
    <message>
        <source>#%1 has no price: %2.</source>
        <translation>#%1 has no price: %2.</translation>
    </message>
    <message>
        <source>#%1 is priced by %2.</source>
        <translation>#%1 is priced by %2.</translation>
    </message>
    <message>
        <source>Costs use the stored quotes valid today%1 (VAT excluded); 'gpuplan quotes rank' weighs every quote for this job.</source>
        <translation>Costs use the stored quotes valid today%1 (VAT excluded); 'gpuplan quotes rank' weighs every quote for this job.</translation>
    </message>
    <message>
        <source> or the reference prices, whichever is cheaper</source>
        <translation> or the reference prices, whichever is cheaper</translation>
    </message>
    <message>
        <source>Weigh the stored quotes for one job: the best layout on the hardware each quote offers, the run time, and the total under the quote's own terms; sorted by total cost, with the reason for any quote that cannot run the job.</source>
        <translation>Weigh the stored quotes for one job: the best layout on the hardware each quote offers, the run time, and the total under the quote's own terms; sorted by total cost, with the reason for any quote that cannot run the job.</translation>
    </message>
    <message>
        <source>Only these quotes, e.g. 1,4,7 (default: all).</source>
        <translation>Only these quotes, e.g. 1,4,7 (default: all).</translation>
    </message>
    <message>
        <source>Leave out the demo quotes.</source>
        <translation>Leave out the demo quotes.</translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes rank --model NAME|--params N [--method M] [--tokens N] [--deadline T] [--budget MONEY] [--ids 1,2] [options]
</source>
        <translation>Usage: gpuplan quotes rank --model NAME|--params N [--method M] [--tokens N] [--deadline T] [--budget MONEY] [--ids 1,2] [options]
</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>unexpected argument '%1'</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens</source>
        <translation>%1 · %2 · %3 tokens</translation>
    </message>
    <message>
        <source>servers used</source>
        <translation>servers used</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>layout</translation>
    </message>
    <message>
        <source>total, ex VAT</source>
        <translation>total, ex VAT</translation>
    </message>
    <message>
        <source>verdict and notes</source>
        <translation>verdict and notes</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>fits</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>over budget</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>misses the deadline</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>cannot run</translation>
    </message>
    <message>
        <source>: </source>
        <translation>: </translation>
    </message>
    <message>
        <source>Totals under each quote's own terms (unit, minimum term, billing, VAT removed, setup fee, spot interruptions); 'gpuplan quotes show ID' lists the terms.</source>
        <translation>Totals under each quote's own terms (unit, minimum term, billing, VAT removed, setup fee, spot interruptions); 'gpuplan quotes show ID' lists the terms.</translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes import|list|show|export|delete|rank [ARG] [options]
</source>
        <translation>Usage: gpuplan quotes import|list|show|export|delete|rank [ARG] [options]
</translation>
    </message>
    <message>
        <source>give a model preset with --model NAME, a size with --params 70B, or a whole architecture (--layers --hidden --heads --ffn --vocab)</source>
        <translation>give a model preset with --model NAME, a size with --params 70B, or a whole architecture (--layers --hidden --heads --ffn --vocab)</translation>
    </message>
    <message>
        <source>no file name given; leave out --database to use the database in your data folder</source>
        <translation>no file name given; leave out --database to use the database in your data folder</translation>
    </message>
    <message>
        <source>the language '%1' in the settings is not supported; using %2. Fix it with: gpuplan settings set language zh (or en)</source>
        <translation>the language '%1' in the settings is not supported; using %2. Fix it with: gpuplan settings set language zh (or en)</translation>
    </message>
    <message>
        <source>'%1' is not an id; ids are whole numbers from 1</source>
        <translation>'%1' is not an id; ids are whole numbers from 1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Sources:</translation>
    </message>
    <message>
        <source>; VAT rate not stated: the price is taken as excluding VAT</source>
        <translation>; VAT rate not stated: the price is taken as excluding VAT</translation>
    </message>
    <message>
        <source>%1: deposit %2 (refundable; not counted in the cost)</source>
        <translation>%1: deposit %2 (refundable; not counted in the cost)</translation>
    </message>
    <message>
        <source>%1: the first payment of %2 already exceeds the budget of %3</source>
        <translation>%1: the first payment of %2 already exceeds the budget of %3</translation>
    </message>
    <message>
        <source>1 %1 = %2 CNY (%3, %4)</source>
        <translation>1 %1 = %2 CNY (%3, %4)</translation>
    </message>
    <message>
        <source>indicative rate, unverified; set your own with --fx</source>
        <translation>indicative rate, unverified; set your own with --fx</translation>
    </message>
    <message>
        <source>Exchange rates: %1</source>
        <translation>Exchange rates: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>cost and its term</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>integrity</comment>
        <translation>ok</translation>
    </message>
    <message>
        <source>Price a job or a configuration under every rental term: one comparable figure per term (CNY per GPU-hour, VAT excluded), the job's total cost, cumulative cost curves, the cost of a need of N months under each term and the cheapest term by need, usage thresholds, when a budget runs out, and the cheapest term that meets a deadline. Without --price, the reference prices of the GPU are used.</source>
        <translation>Price a job or a configuration under every rental term: one comparable figure per term (CNY per GPU-hour, VAT excluded), the job's total cost, cumulative cost curves, the cost of a need of N months under each term and the cheapest term by need, usage thresholds, when a budget runs out, and the cheapest term that meets a deadline. Without --price, the reference prices of the GPU are used.</translation>
    </message>
    <message>
        <source>export: Chinese column headers, statuses and categories.</source>
        <translation>export: Chinese column headers, statuses and categories.</translation>
    </message>
    <message>
        <source>category</source>
        <translation>category</translation>
    </message>
    <message>
        <source>Totals and cumulative cost: exact (default) or wan (356.61 万元 in Chinese, thousands in English); the setting money-scale sets the default.</source>
        <translation>Totals and cumulative cost: exact (default) or wan (356.61 万元 in Chinese, thousands in English); the setting money-scale sets the default.</translation>
    </message>
    <message>
        <source>'%1' is not a money scale; use exact or wan</source>
        <translation>'%1' is not a money scale; use exact or wan</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmed</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FAILED</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>not applicable</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>not tested</translation>
    </message>
    <message>
        <source>The quote (contract) the server was delivered under.</source>
        <translation>The quote (contract) the server was delivered under.</translation>
    </message>
    <message>
        <source>script: write the script to FILE instead of standard output.</source>
        <translation>script: write the script to FILE instead of standard output.</translation>
    </message>
    <message>
        <source>check: show the findings without recording them.</source>
        <translation>check: show the findings without recording them.</translation>
    </message>
    <message>
        <source>Usage: gpuplan acceptance script|check --quote ID [REPORT] [options]
</source>
        <translation>Usage: gpuplan acceptance script|check --quote ID [REPORT] [options]
</translation>
    </message>
    <message>
        <source>give the report file (or - for standard input)</source>
        <translation>give the report file (or - for standard input)</translation>
    </message>
    <message>
        <source>Wrote the acceptance script for quote %1 to %2.</source>
        <translation>Wrote the acceptance script for quote %1 to %2.</translation>
    </message>
    <message>
        <source>result</source>
        <translation>result</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>finding</translation>
    </message>
    <message>
        <source>Evidence for %1:</source>
        <translation>Evidence for %1:</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 not tested.</source>
        <translation>%1 confirmed, %2 failed, %3 not tested.</translation>
    </message>
    <message numerus="yes">
        <source>Recorded on %n checklist item(s) of quote %1 (gpuplan checklist show %1).</source>
        <translation><numerusform>Recorded on %n checklist item of quote %1 (gpuplan checklist show %1).</numerusform><numerusform>Recorded on %n checklist items of quote %1 (gpuplan checklist show %1).</numerusform></translation>
    </message>
    <message>
        <source>Language of the output: zh or en (reports: both by default, or both).</source>
        <translation>Language of the output: zh or en (reports: both by default, or both).</translation>
    </message>
    <message>
        <source>Write a PDF to FILE.</source>
        <translation>Write a PDF to FILE.</translation>
    </message>
    <message>
        <source>Write an Excel workbook to FILE.</source>
        <translation>Write an Excel workbook to FILE.</translation>
    </message>
    <message>
        <source>PDF paper size: a4 (default) or letter.</source>
        <translation>PDF paper size: a4 (default) or letter.</translation>
    </message>
    <message>
        <source>Customer or project named on the cover.</source>
        <translation>Customer or project named on the cover.</translation>
    </message>
    <message>
        <source>Who prepared the document.</source>
        <translation>Who prepared the document.</translation>
    </message>
    <message>
        <source>Document number (default: from the date).</source>
        <translation>Document number (default: from the date).</translation>
    </message>
    <message>
        <source>give --pdf FILE or --xlsx FILE (or both)</source>
        <translation>give --pdf FILE or --xlsx FILE (or both)</translation>
    </message>
    <message>
        <source>'%1' is not a paper size; use a4 or letter</source>
        <translation>'%1' is not a paper size; use a4 or letter</translation>
    </message>
    <message>
        <source>'%1' is not zh, en or both</source>
        <translation>'%1' is not zh, en or both</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Wrote %1.</translation>
    </message>
    <message>
        <source>A quote's contract and acceptance checklists as a PDF to attach to the contract (with signature lines) or as an Excel workbook.</source>
        <translation>A quote's contract and acceptance checklists as a PDF to attach to the contract (with signature lines) or as an Excel workbook.</translation>
    </message>
    <message>
        <source>The quote whose checklists to write.</source>
        <translation>The quote whose checklists to write.</translation>
    </message>
    <message>
        <source>Usage: gpuplan report checklist --quote ID --pdf FILE | --xlsx FILE [--paper a4|letter] [--lang zh|en|both]
</source>
        <translation>Usage: gpuplan report checklist --quote ID --pdf FILE | --xlsx FILE [--paper a4|letter] [--lang zh|en|both]
</translation>
    </message>
    <message>
        <source>quote %1 has no checklists yet: gpuplan checklist create %1</source>
        <translation>quote %1 has no checklists yet: gpuplan checklist create %1</translation>
    </message>
    <message>
        <source>The chosen quotes side by side for procurement: price as quoted and normalised, terms, the seeds' checks and the recommendation; with a job (--model/--params …), each quote's total for it.</source>
        <translation>The chosen quotes side by side for procurement: price as quoted and normalised, terms, the checks and the recommendation; with a job (--model/--params …), each quote's total for it.</translation>
    </message>
    <message>
        <source>Usage: gpuplan report quotes [--ids 1,2] [--model NAME …] --pdf FILE | --xlsx FILE [--paper a4|letter] [--lang zh|en|both]
</source>
        <translation>Usage: gpuplan report quotes [--ids 1,2] [--model NAME …] --pdf FILE | --xlsx FILE [--paper a4|letter] [--lang zh|en|both]
</translation>
    </message>
    <message>
        <source>'%1' is not one of checklist, quotes, plan</source>
        <translation>'%1' is not one of checklist, quotes, plan</translation>
    </message>
    <message>
        <source>At most this many servers (default: no limit).</source>
        <translation>At most this many servers (default: no limit).</translation>
    </message>
    <message>
        <source>Plan what a saved plan file (.gpuplan, from the desktop) describes; constraint options given as well (--budget, --deadline, --max-gpus …) override it.</source>
        <translation>Plan what a saved plan file (.gpuplan, from the desktop) describes; constraint options given as well (--budget, --deadline, --max-gpus …) override it.</translation>
    </message>
    <message>
        <source>give the workload in the plan file or as options, not both</source>
        <translation>give the workload in the plan file or as options, not both</translation>
    </message>
    <message>
        <source>Contract and acceptance checklists of quotes (bilingual).
  templates          the checklist templates and their items
  create QUOTE       create the quote's checklists (--template contract|acceptance, default both)
  show QUOTE         the quote's checklists with status and evidence
  set ITEM           set an item's --status open|confirmed|failed|na and --evidence TEXT
  export QUOTE FILE  write the quote's checklists as CSV
  template-set [ITEM]  change a template item (--zh, --en, --expected-zh, --expected-en, --category), or
                     add one to --template contract|acceptance; new checklists follow the templates
  template-delete ITEM  delete a template item you added</source>
        <translation>Contract and acceptance checklists of quotes (bilingual).
  templates          the checklist templates and their items
  create QUOTE       create the quote's checklists (--template contract|acceptance, default both)
  show QUOTE         the quote's checklists with status and evidence
  set ITEM           set an item's --status open|confirmed|failed|na and --evidence TEXT
  export QUOTE FILE  write the quote's checklists as CSV
  template-set [ITEM]  change a template item (--zh, --en, --expected-zh, --expected-en, --category), or
                     add one to --template contract|acceptance; new checklists follow the templates
  template-delete ITEM  delete a template item you added</translation>
    </message>
    <message>
        <source>templates, create, show, set, export, template-set or template-delete</source>
        <translation>templates, create, show, set, export, template-set or template-delete</translation>
    </message>
    <message>
        <source>template-set: the check in Chinese.</source>
        <translation>template-set: the check in Chinese.</translation>
    </message>
    <message>
        <source>template-set: the check in English.</source>
        <translation>template-set: the check in English.</translation>
    </message>
    <message>
        <source>template-set: the expected value in Chinese.</source>
        <translation>template-set: the expected value in Chinese.</translation>
    </message>
    <message>
        <source>template-set: the expected value in English.</source>
        <translation>template-set: the expected value in English.</translation>
    </message>
    <message>
        <source>template-set: hardware, network, price, terms, service, …</source>
        <translation>template-set: hardware, network, price, terms, service, …</translation>
    </message>
    <message>
        <source>'%1' is not one of templates, create, show, set, export, template-set, template-delete</source>
        <translation>'%1' is not one of templates, create, show, set, export, template-set, template-delete</translation>
    </message>
    <message>
        <source>give the template item id shown by 'checklist templates'</source>
        <translation>give the template item id shown by 'checklist templates'</translation>
    </message>
    <message>
        <source>Template item %1 deleted.</source>
        <translation>Template item %1 deleted.</translation>
    </message>
    <message>
        <source>there is no template item %1; 'checklist templates' lists them</source>
        <translation>there is no template item %1; 'checklist templates' lists them</translation>
    </message>
    <message>
        <source>Template item %1 changed.</source>
        <translation>Template item %1 changed.</translation>
    </message>
    <message>
        <source>Added to the %1 template.</source>
        <translation>Added to the %1 template.</translation>
    </message>
    <message>
        <source>With --prices quotes or both: price with these stored quotes only, e.g. 3,7,12.</source>
        <translation>With --prices quotes or both: price with these stored quotes only, e.g. 3,7,12.</translation>
    </message>
    <message>
        <source>give --prices quotes or --prices both with --quote-ids</source>
        <translation>give --prices quotes or --prices both with --quote-ids</translation>
    </message>
    <message>
        <source>'%1' is not COLUMN=VALUE, e.g. price=65000</source>
        <translation>'%1' is not COLUMN=VALUE, e.g. price=65000</translation>
    </message>
    <message>
        <source>give at least one --set COLUMN=VALUE</source>
        <translation>give at least one --set COLUMN=VALUE</translation>
    </message>
    <message>
        <source>edit: a column's new value, e.g. price=65000 (repeatable).</source>
        <translation>edit: a column's new value, e.g. price=65000 (repeatable).</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Model: %1</translation>
    </message>
    <message>
        <source>Horizon of the curves (default: twice the job, 12 to 36 months).</source>
        <translation>Horizon of the curves (default: twice the job, 12 to 36 months).</translation>
    </message>
    <message>
        <source>Points per curve (default: two a month, at least 24).</source>
        <translation>Points per curve (default: two a month, at least 24).</translation>
    </message>
    <message>
        <source>%1 is read-only: the findings cannot be recorded on the checklists; give --dry-run to see them without recording</source>
        <translation>%1 is read-only: the findings cannot be recorded on the checklists; give --dry-run to see them without recording</translation>
    </message>
    <message>
        <source>'gpuplan gpus' lists the GPU catalog</source>
        <translation>'gpuplan gpus' lists the GPU catalog</translation>
    </message>
    <message>
        <source>'gpuplan models' lists the model presets</source>
        <translation>'gpuplan models' lists the model presets</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) without a known offer in %1 left out (--include-unoffered shows them).</source>
        <translation><numerusform>%n GPU model without a known offer in %1 left out (--include-unoffered shows them).</numerusform><numerusform>%n GPU models without a known offer in %1 left out (--include-unoffered shows them).</numerusform></translation>
    </message>
    <message>
        <source>recommended (default: the cheapest priced configuration with 10% of GPU memory free and no failing check first), fastest, fewest or cheapest.</source>
        <translation>recommended (default: the cheapest priced configuration with 10% of GPU memory free and no failing check first), fastest, fewest or cheapest.</translation>
    </message>
    <message>
        <source>Consider GPUs without a known offer in the region too (no reference price there and no stored quote); such rows say so.</source>
        <translation>Consider GPUs without a known offer in the region too (no reference price there and no stored quote); such rows say so.</translation>
    </message>
    <message>
        <source>The buyer's VAT position: general (一般纳税人, deducts the VAT of a special VAT invoice), small-scale (小规模纳税人) or outside (outside mainland China); default: the setting tax-status.</source>
        <translation>The buyer's VAT position: general (一般纳税人, deducts the VAT of a special VAT invoice), small-scale (小规模纳税人) or outside (outside mainland China); default: the setting tax-status.</translation>
    </message>
    <message>
        <source>'%1' is not one of general, small-scale, outside</source>
        <translation>'%1' is not one of general, small-scale, outside</translation>
    </message>
    <message>
        <source>cost to you</source>
        <translation>cost to you</translation>
    </message>
    <message>
        <source>Wrote the quote template to %1; the columns: %2.</source>
        <translation>Wrote the quote template to %1; the columns: %2.</translation>
    </message>
    <message>
        <source>Vendor quotes in the database.
  import FILE   validate a CSV file and import it; nothing is written if any row is wrong, unless --valid-only
  template [FILE]  every column and an example row to fill in (--chinese-headers)
  list          list quotes with their comparable price and the seeds' checks
  show ID       one quote with every check explained
  export FILE   write the quotes as CSV (UTF-8 with BOM, opens in Excel)
  edit ID       change a quote's terms: --set COLUMN=VALUE (columns as in the CSV), checked like an import
  delete ID     delete one quote; delete --demo deletes the demo set
  rank          weigh the quotes for a job: see 'gpuplan quotes rank --help'</source>
        <translation>Vendor quotes in the database.
  import FILE   validate a CSV file and import it; nothing is written if any row is wrong, unless --valid-only
  template [FILE]  every column and an example row to fill in (--chinese-headers)
  list          list quotes with their comparable price and the checks
  show ID       one quote with every check explained
  export FILE   write the quotes as CSV (UTF-8 with BOM, opens in Excel)
  edit ID       change a quote's terms: --set COLUMN=VALUE (columns as in the CSV), checked like an import
  delete ID     delete one quote; delete --demo deletes the demo set
  rank          weigh the quotes for a job: see 'gpuplan quotes rank --help'</translation>
    </message>
    <message>
        <source>export, template: Chinese column headers.</source>
        <translation>export, template: Chinese column headers.</translation>
    </message>
    <message>
        <source>'%1' is not one of import, list, show, export, edit, delete, template</source>
        <translation>'%1' is not one of import, list, show, export, edit, delete, template</translation>
    </message>
    <message>
        <source>give what to change: --zh, --en, --expected-zh, --expected-en or --category</source>
        <translation>give what to change: --zh, --en, --expected-zh, --expected-en or --category</translation>
    </message>
    <message>
        <source>Price under hourly, daily, weekly, monthly, yearly, savings-plan or spot (default: the cheapest guaranteed term).</source>
        <translation>Price under hourly, daily, weekly, monthly, yearly, savings-plan or spot (default: the cheapest guaranteed term).</translation>
    </message>
    <message>
        <source>'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot</source>
        <translation>'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot</translation>
    </message>
    <message>
        <source>The settings shared by the desktop program and the command line.
  (no action)          show them
  set KEY VALUE        hours-per-month (730 or 720…), region (China, global…), language (zh, en), money-scale (exact, wan), tax-status (general, small-scale, outside),
                       memory-headroom (% of GPU memory a recommendation leaves free, 10), spot-interruptions (% of spot servers pre-empted a month, 20), checkpoint-interval (hours, 1), spot-restart (minutes, 15)</source>
        <translation>The settings shared by the desktop program and the command line.
  (no action)          show them
  set KEY VALUE        hours-per-month (730 or 720…), region (China, global…), language (zh, en), money-scale (exact, wan), tax-status (general, small-scale, outside),
                       memory-headroom (% of GPU memory a recommendation leaves free, 10), spot-interruptions (% of spot servers pre-empted a month, 20), checkpoint-interval (hours, 1), spot-restart (minutes, 15)</translation>
    </message>
    <message>
        <source>%1 tight</source>
        <translation>%1 tight</translation>
    </message>
    <message>
        <source>give the path of a plan file</source>
        <translation>give the path of a plan file</translation>
    </message>
    <message>
        <source>No configuration fits the constraints (%1 layouts considered, %2 fit in memory and finish within the deadline of %3 h).</source>
        <translation>No configuration fits the constraints (%1 layouts considered, %2 fit in memory and finish within the deadline of %3 h).</translation>
    </message>
    <message>
        <source>Steady-state speed only: leave out what a whole run loses to interruptions, checkpoints, restarts and server replacements.</source>
        <translation>Steady-state speed only: leave out what a whole run loses to interruptions, checkpoints, restarts and server replacements.</translation>
    </message>
    <message>
        <source>%1 + offload</source>
        <translation>%1 + offload</translation>
    </message>
    <message>
        <source>%1 + offload all</source>
        <translation>%1 + offload all</translation>
    </message>
    <message>
        <source>Host RAM for full training (DeepSpeed): none, optimizer (ZeRO-Offload) or weights (ZeRO-Infinity; default: none unless nothing fits on the GPUs).</source>
        <translation>Host RAM for full training (DeepSpeed): none, optimizer (ZeRO-Offload) or weights (ZeRO-Infinity; default: none unless nothing fits on the GPUs).</translation>
    </message>
    <message>
        <source> cp %1</source>
        <translation> cp %1</translation>
    </message>
    <message>
        <source>Context-parallel GPUs per sequence (ring attention; default 1; more are tried when a long sequence does not fit otherwise, and always from 32,768 tokens).</source>
        <translation>Context-parallel GPUs per sequence (ring attention; default 1; more are tried when a long sequence does not fit otherwise, and always from 32,768 tokens).</translation>
    </message>
    <message>
        <source> ep %1</source>
        <translation> ep %1</translation>
    </message>
    <message>
        <source>Expert-parallel GPUs (MoE models: the experts sharded over them, tokens sent by all-to-all; default: the planner's choice).</source>
        <translation>Expert-parallel GPUs (MoE models: the experts sharded over them, tokens sent by all-to-all; default: the planner's choice).</translation>
    </message>
    <message>
        <source>%1 is also the --pdf file; give the two outputs different names</source>
        <translation>%1 is also the --pdf file; give the two outputs different names</translation>
    </message>
    <message>
        <source>%1 was left as it was: both outputs or neither</source>
        <translation>%1 was left as it was: both outputs or neither</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>warning: %1</translation>
    </message>
    <message>
        <source>when</source>
        <translation>when</translation>
    </message>
    <message>
        <source>who</source>
        <translation>who</translation>
    </message>
    <message>
        <source>what</source>
        <translation>what</translation>
    </message>
    <message>
        <source>before</source>
        <translation>before</translation>
    </message>
    <message>
        <source>after</source>
        <translation>after</translation>
    </message>
    <message>
        <source>No change of quote %1 is on record.</source>
        <translation>No change of quote %1 is on record.</translation>
    </message>
    <message>
        <source>history: the quote's own fields.</source>
        <translation>history: the quote's own fields.</translation>
    </message>
    <message>
        <source>history: the checklist items of this quote.</source>
        <translation>history: the checklist items of this quote.</translation>
    </message>
    <message>
        <source>give --from A --to B: database files or postgresql:// addresses</source>
        <translation>give --from A --to B: database files or postgresql:// addresses</translation>
    </message>
    <message>
        <source>the target is the source; give another database</source>
        <translation>the target is the source; give another database</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>rows</translation>
    </message>
    <message>
        <source>SHA-256 of the rows, the same on both sides</source>
        <translation>SHA-256 of the rows, the same on both sides</translation>
    </message>
    <message>
        <source>Copied %1 to %2; every table verified.</source>
        <translation>Copied %1 to %2; every table verified.</translation>
    </message>
    <message>
        <source>copy: the database to copy.</source>
        <translation>copy: the database to copy.</translation>
    </message>
    <message>
        <source>copy: a new file or an empty database.</source>
        <translation>copy: a new file or an empty database.</translation>
    </message>
    <message>
        <source>your role on the team database %1 may read but not change it (a viewer): the findings cannot be recorded on the checklists; give --dry-run to see them without recording</source>
        <translation>your role on the team database %1 may read but not change it (a viewer): the findings cannot be recorded on the checklists; give --dry-run to see them without recording</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Quote %1 from %2, number %3, dated %4</source>
        <translation>Quote %1 from %2, number %3, dated %4</translation>
    </message>
    <message>
        <source>Price: %1 %2%3; comparable: %4 per GPU-hour (VAT excluded%5)</source>
        <translation>Price: %1 %2%3; comparable: %4 per GPU-hour (VAT excluded%5)</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>; %1</translation>
    </message>
    <message>
        <source>VAT and invoice: %1</source>
        <translation>VAT and invoice: %1</translation>
    </message>
    <message>
        <source>Quote %1 changed: comparable price %2 per GPU-hour, VAT excluded.</source>
        <translation>Quote %1 changed: comparable price %2 per GPU-hour, VAT excluded.</translation>
    </message>
    <message>
        <source>Comparable price (CNY per GPU-hour, VAT excluded; a month is %1 hours):</source>
        <translation>Comparable price (CNY per GPU-hour, VAT excluded; a month is %1 hours):</translation>
    </message>
    <message>
        <source>Buying here is cash paid out: the servers' price, then power and upkeep; the job's table above charges only its hours' share of the servers (amortised).</source>
        <translation>Buying here is cash paid out: the servers' price, then power and upkeep; the job's table above charges only its hours' share of the servers (amortised).</translation>
    </message>
    <message>
        <source>script, check, reports or withdraw</source>
        <translation>script, check, reports or withdraw</translation>
    </message>
    <message>
        <source>check: the server the report is of, when its report has no hostname line.</source>
        <translation>check: the server the report is of, when its report has no hostname line.</translation>
    </message>
    <message>
        <source>withdraw: the report's number, as 'acceptance reports' lists it.</source>
        <translation>withdraw: the report's number, as 'acceptance reports' lists it.</translation>
    </message>
    <message>
        <source>report</source>
        <translation>report</translation>
    </message>
    <message>
        <source>server</source>
        <translation>server</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>imported</translation>
    </message>
    <message>
        <source>by</source>
        <translation>by</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source> (earlier)</source>
        <translation> (earlier)</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed</source>
        <translation>%1 confirmed, %2 failed</translation>
    </message>
    <message>
        <source>Acceptance of quote %1: %2.</source>
        <translation>Acceptance of quote %1: %2.</translation>
    </message>
    <message>
        <source>give the report's number, as 'gpuplan acceptance reports' lists it</source>
        <translation>give the report's number, as 'gpuplan acceptance reports' lists it</translation>
    </message>
    <message>
        <source>Withdrew report %1 of quote %2; acceptance: %3.</source>
        <translation>Withdrew report %1 of quote %2; acceptance: %3.</translation>
    </message>
    <message>
        <source>Note: the report's GPUs (%1) are not the contract's; check that this is the right quote.</source>
        <translation>Note: the report's GPUs (%1) are not the contract's; check that this is the right quote.</translation>
    </message>
    <message>
        <source>Kept as report %1 (withdraw it with 'gpuplan acceptance withdraw --quote %2 --report %1'); acceptance: %3.</source>
        <translation>Kept as report %1 (withdraw it with 'gpuplan acceptance withdraw --quote %2 --report %1'); acceptance: %3.</translation>
    </message>
    <message>
        <source>gpuplan: note: %1</source>
        <translation>gpuplan: note: %1</translation>
    </message>
    <message>
        <source>the report was made by the acceptance script of quote %1 (its line 'gpuplan-quote: %1'), not of quote %2; nothing was recorded. Check it against --quote %1, or, if this server really was delivered under quote %2, remove that line</source>
        <translation>the report was made by the acceptance script of quote %1 (its line 'gpuplan-quote: %1'), not of quote %2; nothing was recorded. Check it against --quote %1, or, if this server really was delivered under quote %2, remove that line</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expired</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n GPU(s) in %1; every command and the desktop on this database use them.</source>
        <translation><numerusform>Stored %n GPU in %1; every command and the desktop on this database use them.</numerusform><numerusform>Stored %n GPUs in %1; every command and the desktop on this database use them.</numerusform></translation>
    </message>
    <message>
        <source>'%1' is not a number from %2 to %3</source>
        <translation>'%1' is not a number from %2 to %3</translation>
    </message>
    <message>
        <source>serve: a service under a load and latency targets.</source>
        <translation>serve: a service under a load and latency targets.</translation>
    </message>
    <message>
        <source>The model to serve (see 'gpuplan models').</source>
        <translation>The model to serve (see 'gpuplan models').</translation>
    </message>
    <message>
        <source>KV cache: bf16, fp16, fp8 or int8 (default: fp8 with fp8 weights, else bf16).</source>
        <translation>KV cache: bf16, fp16, fp8 or int8 (default: fp8 with fp8 weights, else bf16).</translation>
    </message>
    <message>
        <source>Percent of input tokens found in the prefix cache (default 0).</source>
        <translation>Percent of input tokens found in the prefix cache (default 0).</translation>
    </message>
    <message>
        <source>Load: peak requests per second.</source>
        <translation>Load: peak requests per second.</translation>
    </message>
    <message>
        <source>Load: concurrent users at the peak (with --think-time).</source>
        <translation>Load: concurrent users at the peak (with --think-time).</translation>
    </message>
    <message>
        <source>Load: requests in flight at once, as benchmarks run.</source>
        <translation>Load: requests in flight at once, as benchmarks run.</translation>
    </message>
    <message>
        <source>Latency preset: chat (2 s / 50 ms p90, default), mlperf (2 s / 200 ms p99), interactive (450 ms / 40 ms p99), batch (none).</source>
        <translation>Latency preset: chat (2 s / 50 ms p90, default), mlperf (2 s / 200 ms p99), interactive (450 ms / 40 ms p99), batch (none).</translation>
    </message>
    <message>
        <source>Only these GPU models, comma-separated (default: every GPU offered in the region).</source>
        <translation>Only these GPU models, comma-separated (default: every GPU offered in the region).</translation>
    </message>
    <message>
        <source>The GPU model.</source>
        <translation>The GPU model.</translation>
    </message>
    <message>
        <source>Daily load: flat (default), office, evening, or a file of 24 hourly shares.</source>
        <translation>Daily load: flat (default), office, evening, or a file of 24 hourly shares.</translation>
    </message>
    <message>
        <source>Consider GPUs without a known price in the region too.</source>
        <translation>Consider GPUs without a known price in the region too.</translation>
    </message>
    <message>
        <source>give the load one way: --rate (requests/s at the peak), --users (with --think-time) or --concurrency (requests at once)</source>
        <translation>give the load one way: --rate (requests/s at the peak), --users (with --think-time) or --concurrency (requests at once)</translation>
    </message>
    <message>
        <source>'%1' is not a preset; use %2</source>
        <translation>'%1' is not a preset; use %2</translation>
    </message>
    <message>
        <source>'%1' is neither a preset (%2) nor a file that can be read</source>
        <translation>'%1' is neither a preset (%2) nor a file that can be read</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>%1 · serving · %2 weights, %3 KV cache · %4 × %5 · %6</source>
        <translation>%1 · serving · %2 weights, %3 KV cache · %4 × %5 · %6</translation>
    </message>
    <message>
        <source>Requests of %1 input and %2 output tokens; targets: %3</source>
        <translation>Requests of %1 input and %2 output tokens; targets: %3</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 GiB; weights %2 GiB, runtime reserve %3 GiB, KV cache %4 GiB — %5 requests fit (the engine batches up to %6)</source>
        <translation>Memory per GPU: %1 GiB; weights %2 GiB, runtime reserve %3 GiB, KV cache %4 GiB — %5 requests fit (the engine batches up to %6)</translation>
    </message>
    <message>
        <source>One request alone: prefill %1 ms, then %2 ms per output token</source>
        <translation>One request alone: prefill %1 ms, then %2 ms per output token</translation>
    </message>
    <message>
        <source>Offline maximum: %1 output tokens/s; within the targets: %2 requests/s (%3 output tokens/s)</source>
        <translation>Offline maximum: %1 output tokens/s; within the targets: %2 requests/s (%3 output tokens/s)</translation>
    </message>
    <message>
        <source>Overloaded: this load is more than the replica serves (at most %1 requests/s); no latency is given past that. Add replicas or GPUs.</source>
        <translation>Overloaded: this load is more than the replica serves (at most %1 requests/s); no latency is given past that. Add replicas or GPUs.</translation>
    </message>
    <message>
        <source>at this load</source>
        <translation>at this load</translation>
    </message>
    <message>
        <source>estimate (band)</source>
        <translation>estimate (band)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requests/s</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>output tokens/s</translation>
    </message>
    <message>
        <source>input tokens/s</source>
        <translation>input tokens/s</translation>
    </message>
    <message>
        <source>requests in the replica</source>
        <translation>requests in the replica</translation>
    </message>
    <message>
        <source>TTFT, mean (ms)</source>
        <translation>TTFT, mean (ms)</translation>
    </message>
    <message>
        <source>TTFT, p%1 (ms)</source>
        <translation>TTFT, p%1 (ms)</translation>
    </message>
    <message>
        <source>TPOT, mean (ms)</source>
        <translation>TPOT, mean (ms)</translation>
    </message>
    <message>
        <source>TPOT, p%1 (ms)</source>
        <translation>TPOT, p%1 (ms)</translation>
    </message>
    <message>
        <source>Within the targets.</source>
        <translation>Within the targets.</translation>
    </message>
    <message>
        <source>Misses the targets.</source>
        <translation>Misses the targets.</translation>
    </message>
    <message>
        <source>Serving %1 (%2 weights, %3): requests of %4 input and %5 output tokens; %6</source>
        <translation>Serving %1 (%2 weights, %3): requests of %4 input and %5 output tokens; %6</translation>
    </message>
    <message>
        <source>Load: %1; daily profile %2; headroom %3 %.</source>
        <translation>Load: %1; daily profile %2; headroom %3 %.</translation>
    </message>
    <message>
        <source>per replica</source>
        <translation>per replica</translation>
    </message>
    <message>
        <source>replicas (band)</source>
        <translation>replicas (band)</translation>
    </message>
    <message>
        <source>req/s per replica</source>
        <translation>req/s per replica</translation>
    </message>
    <message>
        <source>TTFT p%1 ms</source>
        <translation>TTFT p%1 ms</translation>
    </message>
    <message>
        <source>TPOT p%1 ms</source>
        <translation>TPOT p%1 ms</translation>
    </message>
    <message>
        <source>per 1M output</source>
        <translation>per 1M output</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>… and %1 more (--json lists them all).</source>
        <translation>… and %1 more (--json lists them all).</translation>
    </message>
    <message>
        <source>Best configuration per GPU model:</source>
        <translation>Best configuration per GPU model:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Recommendation: %1</translation>
    </message>
    <message>
        <source>Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3</source>
        <translation>Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3</translation>
    </message>
    <message>
        <source>At full use of the capacity: %1 per 1M output tokens, %2 per 1M input tokens (CNY, VAT excluded); prefill takes %3 % of the GPUs' time.</source>
        <translation>At full use of the capacity: %1 per 1M output tokens, %2 per 1M input tokens (CNY, VAT excluded); prefill takes %3 % of the GPUs' time.</translation>
    </message>
    <message>
        <source>Size a service: replicas for the peak with headroom on every GPU model, its cost under every term, the cheapest mix of reserved and pay-as-you-go, cost per 1M tokens.</source>
        <translation>Size a service: replicas for the peak with headroom on every GPU model, its cost under every term, the cheapest mix of reserved and pay-as-you-go, cost per 1M tokens.</translation>
    </message>
    <message>
        <source>One replica under a load: memory, throughput, TTFT and TPOT, capacity within the targets.</source>
        <translation>One replica under a load: memory, throughput, TTFT and TPOT, capacity within the targets.</translation>
    </message>
    <message>
        <source>Usage: gpuplan plan --method serve --model NAME (--rate R | --users N | --concurrency C) [--targets chat] [--profile office] [options]
</source>
        <translation>Usage: gpuplan plan --method serve --model NAME (--rate R | --users N | --concurrency C) [--targets chat] [--profile office] [options]
</translation>
    </message>
    <message>
        <source>Usage: gpuplan estimate --method serve --model NAME --gpu GPU (--rate R | --users N | --concurrency C) [options]
</source>
        <translation>Usage: gpuplan estimate --method serve --model NAME --gpu GPU (--rate R | --users N | --concurrency C) [options]
</translation>
    </message>
    <message>
        <source>'%1' is not a precision; use %2</source>
        <translation>'%1' is not a precision; use %2</translation>
    </message>
    <message>
        <source>a serving plan is written as a PDF (--pdf) or as JSON (--json); there is no workbook for it yet</source>
        <translation>a serving plan is written as a PDF (--pdf) or as JSON (--json); there is no workbook for it yet</translation>
    </message>
    <message>
        <source>Weigh the stored quotes for a service: the replicas each quote's servers hold, whether they serve the peak with headroom, and what a month costs the buyer under the quote's own terms.</source>
        <translation>Weigh the stored quotes for a service: the replicas each quote's servers hold, whether they serve the peak with headroom, and what a month costs the buyer under the quote's own terms.</translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes rank --method serve --model NAME (--rate R | --users N | --concurrency C) [options]
</source>
        <translation>Usage: gpuplan quotes rank --method serve --model NAME (--rate R | --users N | --concurrency C) [options]
</translation>
    </message>
    <message>
        <source>Quotes weighed for the service: %1; %2</source>
        <translation>Quotes weighed for the service: %1; %2</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>quote</translation>
    </message>
    <message>
        <source>replicas needed / held</source>
        <translation>replicas needed / held</translation>
    </message>
    <message>
        <source>a month (over a year), to this buyer</source>
        <translation>a month (over a year), to this buyer</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>verdict</translation>
    </message>
    <message>
        <source>%1 × %2 / %3</source>
        <translation>%1 × %2 / %3</translation>
    </message>
    <message>
        <source>inference (offline batch generation), lora, qlora, full or pretrain (default full); serve: a service under a load and latency targets, with its own options (add --method serve --help).</source>
        <translation>inference (offline batch generation), lora, qlora, full or pretrain (default full); serve: a service under a load and latency targets, with its own options (add --method serve --help).</translation>
    </message>
    <message>
        <source>template item %1 belongs to the %2 template, not %3</source>
        <translation>template item %1 belongs to the %2 template, not %3</translation>
    </message>
    <message>
        <source>Template item %1 already reads so; nothing was changed.</source>
        <translation>Template item %1 already reads so; nothing was changed.</translation>
    </message>
    <message>
        <source>give --quote ID or --checklist ID (one of them), or neither for the changes that belong to no quote</source>
        <translation>give --quote ID or --checklist ID (one of them), or neither for the changes that belong to no quote</translation>
    </message>
    <message>
        <source>No change outside the quotes is on record.</source>
        <translation>No change outside the quotes is on record.</translation>
    </message>
    <message>
        <source>Quote %1 already has these values; nothing was changed.</source>
        <translation>Quote %1 already has these values; nothing was changed.</translation>
    </message>
    <message>
        <source>… [%1 characters in all]</source>
        <translation>… [%1 characters in all]</translation>
    </message>
    <message>
        <source>%1 is given twice; give each column once</source>
        <translation>%1 is given twice; give each column once</translation>
    </message>
    <message>
        <source>Cheapest rental term%1 (buying excluded): %2 at %3.</source>
        <translation>Cheapest rental term%1 (buying excluded): %2 at %3.</translation>
    </message>
    <message>
        <source>%1 GPUs, %2</source>
        <translation>%1 GPUs, %2</translation>
    </message>
    <message>
        <source> (spot)</source>
        <translation> (spot)</translation>
    </message>
    <message>
        <source>Billing terms: %1</source>
        <translation>Billing terms: %1</translation>
    </message>
    <message>
        <source>Setup fee: %1; deposit: %2; minimum term: %3</source>
        <translation>Setup fee: %1; deposit: %2; minimum term: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Valid until: %1</source>
        <translation>Valid until: %1</translation>
    </message>
    <message>
        <source>Support response: %1; hardware replacement: %2</source>
        <translation>Support response: %1; hardware replacement: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>servers used of the servers offered</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>— of %1</source>
        <comment>no servers used of the servers offered</comment>
        <translation>— of %1</translation>
    </message>
    <message>
        <source>%1 (--tax-status changes it):</source>
        <comment>basis, then the quotes' bases</comment>
        <translation>%1 (--tax-status changes it):</translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Evaluation: %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>Price (%1)</translation>
    </message>
    <message>
        <source>Delivery (%1)</source>
        <translation>Delivery (%1)</translation>
    </message>
    <message>
        <source>SLA (%1)</source>
        <translation>SLA (%1)</translation>
    </message>
    <message>
        <source>Invoice (%1)</source>
        <translation>Invoice (%1)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Does not comply: %1 — %2</source>
        <translation>Does not comply: %1 — %2</translation>
    </message>
    <message>
        <source>First (tied): %1</source>
        <translation>First (tied): %1</translation>
    </message>
    <message>
        <source>First: %1</source>
        <translation>First: %1</translation>
    </message>
    <message>
        <source>must be inquiry (询价), negotiation (竞争性谈判), consultation (竞争性磋商), open-tender (公开招标), invited-tender (邀请招标), single-source (单一来源) or company</source>
        <translation>must be inquiry (询价), negotiation (竞争性谈判), consultation (竞争性磋商), open-tender (公开招标), invited-tender (邀请招标), single-source (单一来源) or company</translation>
    </message>
    <message>
        <source>must be lowest-price (最低评标价法) or scoring (综合评分法)</source>
        <translation>must be lowest-price (最低评标价法) or scoring (综合评分法)</translation>
    </message>
    <message>
        <source>must be a number of zero or more</source>
        <translation>must be a number of zero or more</translation>
    </message>
    <message>
        <source>Purchase %1: %2 (%3)</source>
        <translation>Purchase %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Method: %1 · status: %2 · evaluation: %3</source>
        <translation>Method: %1 · status: %2 · evaluation: %3</translation>
    </message>
    <message>
        <source>Invited: %1</source>
        <translation>Invited: %1</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>By</source>
        <translation>By</translation>
    </message>
    <message>
        <source>At</source>
        <translation>At</translation>
    </message>
    <message>
        <source>Awarded: offer %1 by %2 (%3)%4</source>
        <translation>Awarded: offer %1 by %2 (%3)%4</translation>
    </message>
    <message>
        <source>first in the evaluation</source>
        <translation>first in the evaluation</translation>
    </message>
    <message>
        <source>; not yet approved</source>
        <translation>; not yet approved</translation>
    </message>
    <message>
        <source>; approved by %1</source>
        <translation>; approved by %1</translation>
    </message>
    <message>
        <source>create: the purchase's name.</source>
        <translation>create: the purchase's name.</translation>
    </message>
    <message>
        <source>create: inquiry, negotiation, consultation, open-tender, invited-tender, single-source or company.</source>
        <translation>create: inquiry, negotiation, consultation, open-tender, invited-tender, single-source or company.</translation>
    </message>
    <message>
        <source>create: lowest-price or scoring.</source>
        <translation>create: lowest-price or scoring.</translation>
    </message>
    <message>
        <source>create: the GPU kinds allowed, comma-separated.</source>
        <translation>create: the GPU kinds allowed, comma-separated.</translation>
    </message>
    <message>
        <source>create: GPUs in all, at least.</source>
        <translation>create: GPUs in all, at least.</translation>
    </message>
    <message>
        <source>create: the servers handed over by this date.</source>
        <translation>create: the servers handed over by this date.</translation>
    </message>
    <message>
        <source>create: the deadline for offers.</source>
        <translation>create: the deadline for offers.</translation>
    </message>
    <message>
        <source>create: response time at most, hours.</source>
        <translation>create: response time at most, hours.</translation>
    </message>
    <message>
        <source>create: hardware replacement time at most, hours.</source>
        <translation>create: hardware replacement time at most, hours.</translation>
    </message>
    <message>
        <source>create: the invoice required: special or ordinary.</source>
        <translation>create: the invoice required: special or ordinary.</translation>
    </message>
    <message>
        <source>create: the network required: ib, roce or ethernet.</source>
        <translation>create: the network required: ib, roce or ethernet.</translation>
    </message>
    <message>
        <source>create: the payment terms, as text.</source>
        <translation>create: the payment terms, as text.</translation>
    </message>
    <message>
        <source>offer: these are final offers.</source>
        <translation>offer: these are final offers.</translation>
    </message>
    <message>
        <source>clarify, rounds, award: the vendor.</source>
        <translation>clarify, rounds, award: the vendor.</translation>
    </message>
    <message>
        <source>clarify: the clarification.</source>
        <translation>clarify: the clarification.</translation>
    </message>
    <message>
        <source>Usage: gpuplan tender ACTION [ID] [options]
</source>
        <translation>Usage: gpuplan tender ACTION [ID] [options]
</translation>
    </message>
    <message>
        <source>give the purchase's id shown by 'gpuplan tender list'</source>
        <translation>give the purchase's id shown by 'gpuplan tender list'</translation>
    </message>
    <message>
        <source>Purchase %1 created (draft); 'gpuplan tender open %1' opens it for offers.</source>
        <translation>Purchase %1 created (draft); 'gpuplan tender open %1' opens it for offers.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Purchase %1 is now %2.</source>
        <translation>Purchase %1 is now %2.</translation>
    </message>
    <message>
        <source>give the vendors' answer file</source>
        <translation>give the vendors' answer file</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) recorded.</source>
        <translation><numerusform>%n offer recorded.</numerusform><numerusform>%n offers recorded.</numerusform></translation>
    </message>
    <message>
        <source>Clarification recorded beside the offer.</source>
        <translation>Clarification recorded beside the offer.</translation>
    </message>
    <message>
        <source>Round %1 (%2): cost to you %3</source>
        <translation>Round %1 (%2): cost to you %3</translation>
    </message>
    <message>
        <source>Awarded to %1; it waits for approval by someone else.</source>
        <translation>Awarded to %1; it waits for approval by someone else.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>create: the purchase's number (采购编号); rfq, report: the document's number.</source>
        <translation>create: the purchase's number (采购编号); rfq, report: the document's number.</translation>
    </message>
    <message>
        <source>give --pdf FILE (the request for quotation) or --xlsx FILE (its answer template), or both</source>
        <translation>give --pdf FILE (the request for quotation) or --xlsx FILE (its answer template), or both</translation>
    </message>
    <message>
        <source>'%1' is not a4 or letter</source>
        <translation>'%1' is not a4 or letter</translation>
    </message>
    <message>
        <source>Award approved. The awarded offer is quote %1, with its contract and acceptance checklists (gpuplan checklist show %1).</source>
        <translation>Award approved. The awarded offer is quote %1, with its contract and acceptance checklists (gpuplan checklist show %1).</translation>
    </message>
    <message>
        <source>Training software: %1 (the band above: %2)</source>
        <translation>Training software: %1 (the band above: %2)</translation>
    </message>
    <message>
        <source>the one of published whole runs</source>
        <translation>the one of published whole runs</translation>
    </message>
    <message>
        <source>the wider one for software not stated; name it with --stack</source>
        <translation>the wider one for software not stated; name it with --stack</translation>
    </message>
    <message>
        <source>the one of steady-state runs on named software</source>
        <translation>the one of steady-state runs on named software</translation>
    </message>
    <message>
        <source>a training software stack applies to training, not to inference</source>
        <translation>a training software stack applies to training, not to inference</translation>
    </message>
    <message>
        <source>--plain-ffn describes a custom architecture: give --layers --hidden --heads --ffn --vocab with it, or a preset to change</source>
        <translation>--plain-ffn describes a custom architecture: give --layers --hidden --heads --ffn --vocab with it, or a preset to change</translation>
    </message>
    <message>
        <source>Custom model: a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon) instead of a gated one of three (SwiGLU, as Llama).</source>
        <translation>Custom model: a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon) instead of a gated one of three (SwiGLU, as Llama).</translation>
    </message>
    <message>
        <source>Leave the stored quotes out of the PDF (by default they are weighed for the service there, as on the desktop).</source>
        <translation>Leave the stored quotes out of the PDF (by default they are weighed for the service there, as on the desktop).</translation>
    </message>
    <message>
        <source>a served model's plan is read from a regular file, not a pipe</source>
        <translation>a served model's plan is read from a regular file, not a pipe</translation>
    </message>
    <message>
        <source>Wrote the plan file %1.</source>
        <translation>Wrote the plan file %1.</translation>
    </message>
    <message>
        <source>Plan the service a plan file (.gpuplan, from the desktop's Serving area or --write-plan) describes.</source>
        <translation>Plan the service a plan file (.gpuplan, from the desktop's Serving area or --write-plan) describes.</translation>
    </message>
    <message>
        <source>Write the serving question to a plan file that the desktop opens and --plan-file plans again.</source>
        <translation>Write the serving question to a plan file that the desktop opens and --plan-file plans again.</translation>
    </message>
    <message>
        <source>give the service in the plan file or as options, not both (--%1)</source>
        <translation>give the service in the plan file or as options, not both (--%1)</translation>
    </message>
    <message>
        <source>%1, key "%2"</source>
        <translation>%1, key "%2"</translation>
    </message>
    <message>
        <source>How much the input lengths vary: their standard deviation as a percent of the mean (default 0: all alike, as benchmarks run); the percentile's TTFT is its long question's.</source>
        <translation>How much the input lengths vary: their standard deviation as a percent of the mean (default 0: all alike, as benchmarks run); the percentile's TTFT is its long question's.</translation>
    </message>
    <message>
        <source>Usage: gpuplan report checklist|quotes|plan [options] --pdf FILE | --xlsx FILE
  checklist --quote ID   a quote's contract and acceptance checklists, with signature lines
  quotes [--ids 1,2]     the quotes side by side, with a job's totals when one is given
  quotes --method serve  the quotes side by side, weighed for a service (its load and targets)
  plan PLAN-OPTIONS      the plan summary: workload, memory, configurations, cost over time
'gpuplan report checklist --help' and 'gpuplan report quotes --help' list the options; 'gpuplan plan --help' those of a plan.
</source>
        <translation>Usage: gpuplan report checklist|quotes|plan [options] --pdf FILE | --xlsx FILE
  checklist --quote ID   a quote's contract and acceptance checklists, with signature lines
  quotes [--ids 1,2]     the quotes side by side, with a job's totals when one is given
  quotes --method serve  the quotes side by side, weighed for a service (its load and targets)
  plan PLAN-OPTIONS      the plan summary: workload, memory, configurations, cost over time
'gpuplan report checklist --help' and 'gpuplan report quotes --help' list the options; 'gpuplan plan --help' those of a plan.
</translation>
    </message>
    <message>
        <source>The chosen quotes side by side for procurement, weighed for a service: each quote's replicas, servers used, a month to the buyer, cost per 1M output tokens and verdict beside its terms and the seeds' checks, and the recommendation.</source>
        <translation>The chosen quotes side by side for procurement, weighed for a service: each quote's replicas, servers used, a month to the buyer, cost per 1M output tokens and verdict beside its terms and the checks, and the recommendation.</translation>
    </message>
    <message>
        <source>Usage: gpuplan report quotes --method serve --model NAME (--rate R | --users N | --concurrency C) [options] --pdf FILE | --xlsx FILE
</source>
        <translation>Usage: gpuplan report quotes --method serve --model NAME (--rate R | --users N | --concurrency C) [options] --pdf FILE | --xlsx FILE
</translation>
    </message>
    <message>
        <source>the one of published fine-tuning runs</source>
        <translation>the one of published fine-tuning runs</translation>
    </message>
    <message>
        <source>the one of published MoE training runs</source>
        <translation>the one of published MoE training runs</translation>
    </message>
    <message>
        <source>Training software: megatron (Megatron-core, NeMo), fsdp (PyTorch FSDP, torchtitan), deepspeed (also Megatron-DeepSpeed, GPT-NeoX and the Megatron-LM of 2019–22), hf (Trainer, Accelerate), llama-factory (also XTuner), mindspeed or unknown (default: unknown; a dense model's steady-state estimate then takes the wider band).</source>
        <translation>Training software: megatron (Megatron-core, NeMo), fsdp (PyTorch FSDP, torchtitan), deepspeed (also Megatron-DeepSpeed, GPT-NeoX and the Megatron-LM of 2019–22), hf (Trainer, Accelerate), llama-factory (also XTuner), mindspeed or unknown (default: unknown; a dense model's steady-state estimate then takes the wider band).</translation>
    </message>
    <message>
        <source>must be special (专票) or ordinary (普票)</source>
        <translation>must be special (专票) or ordinary (普票)</translation>
    </message>
    <message>
        <source>must be services (服务: renting servers) or goods (货物: buying them)</source>
        <translation>must be services (服务: renting servers) or goods (货物: buying them)</translation>
    </message>
    <message>
        <source>Why it ended: %1</source>
        <translation>Why it ended: %1</translation>
    </message>
    <message>
        <source>What can be done now: %1</source>
        <translation>What can be done now: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source> Recorded: %1</source>
        <translation> Recorded: %1</translation>
    </message>
    <message>
        <source>create: services (renting, the default) or goods (buying); sets the law's price weights.</source>
        <translation>create: services (renting, the default) or goods (buying); sets the law's price weights.</translation>
    </message>
    <message>
        <source>award: why this vendor (a company purchase, unless it is first); cancel, fail: why.</source>
        <translation>award: why this vendor (a company purchase, unless it is first); cancel, fail: why.</translation>
    </message>
    <message>
        <source>Time a user reads and types between answers: 30, 30s or 30秒 (a bare number is seconds; default 30).</source>
        <translation>Time a user reads and types between answers: 30, 30s or 30秒 (a bare number is seconds; default 30).</translation>
    </message>
    <message>
        <source>Time to first token at most: 2s, 2秒 or 2000ms; a bare number is milliseconds (0 = no limit).</source>
        <translation>Time to first token at most: 2s, 2秒 or 2000ms; a bare number is milliseconds (0 = no limit).</translation>
    </message>
    <message>
        <source>Time per output token at most: 50ms or 0.05s; a bare number is milliseconds (0 = no limit).</source>
        <translation>Time per output token at most: 50ms or 0.05s; a bare number is milliseconds (0 = no limit).</translation>
    </message>
    <message>
        <source>Invited to purchase %1: %2</source>
        <translation>Invited to purchase %1: %2</translation>
    </message>
    <message>
        <source>A purchase (采购项目) from the job to the approved award.
  create --name N --plan-file F  a purchase for the job of a plan file (--procurement, --vendors, --evaluation, --weights, requirements)
  list                 the purchases
  show ID              the purchase, its offers and its award
  open ID | close ID   open for offers (again, for a further round, where the method has rounds); close for evaluation
  cancel ID [--reason R] | fail ID [--reason R]   cancel; declare failed (废标 / 终止: too few responsive offers, or the cause given)
  invite ID --vendors LIST   further vendors invited (draft or open)
  offer ID FILE        vendors' answers (.xlsx, .xls or CSV), one offer per row (--final: final offers)
  clarify ID --vendor V --text T   a clarification beside a vendor's offer
  rounds ID --vendor V   the vendor's rounds and what changed, with the job's cost under each
  evaluate ID          the latest offers weighed by the method
  award ID --vendor V [--reason R]   award the vendor's latest offer
  approve ID           approve the award (someone other than who prepared it)
  history ID           every change of the purchase
  rfq ID --pdf F --xlsx F   the request for quotation and its answer template
  report ID --pdf F --xlsx F   the evaluation report (比价审批单 / 评标报告)</source>
        <translation>A purchase (采购项目) from the job to the approved award.
  create --name N --plan-file F  a purchase for the job of a plan file (--procurement, --vendors, --evaluation, --weights, requirements)
  list                 the purchases
  show ID              the purchase, its offers and its award
  open ID | close ID   open for offers (again, for a further round, where the method has rounds); close for evaluation
  cancel ID [--reason R] | fail ID [--reason R]   cancel; declare failed (废标 / 终止: too few responsive offers, or the cause given)
  invite ID --vendors LIST   further vendors invited (draft or open)
  offer ID FILE        vendors' answers (.xlsx, .xls or CSV), one offer per row (--final: final offers)
  clarify ID --vendor V --text T   a clarification beside a vendor's offer
  rounds ID --vendor V   the vendor's rounds and what changed, with the job's cost under each
  evaluate ID          the latest offers weighed by the method
  award ID --vendor V [--reason R]   award the vendor's latest offer
  approve ID           approve the award (someone other than who prepared it)
  history ID           every change of the purchase
  rfq ID --pdf F --xlsx F   the request for quotation and its answer template
  report ID --pdf F --xlsx F   the evaluation report (比价审批单 / 评标报告)</translation>
    </message>
    <message>
        <source>create, list, show, open, close, cancel, fail, invite, offer, clarify, rounds, evaluate, award, approve or history</source>
        <translation>create, list, show, open, close, cancel, fail, invite, offer, clarify, rounds, evaluate, award, approve or history</translation>
    </message>
    <message>
        <source>create, invite: the invited vendors, comma-separated (，、 too).</source>
        <translation>create, invite: the invited vendors, comma-separated (，、 too).</translation>
    </message>
    <message>
        <source>create: the buyer's contact for vendors (name, telephone, e-mail).</source>
        <translation>create: the buyer's contact for vendors (name, telephone, e-mail).</translation>
    </message>
    <message>
        <source>create: the time of day offers are due on the deadline, e.g. 17:00.</source>
        <translation>create: the time of day offers are due on the deadline, e.g. 17:00.</translation>
    </message>
    <message>
        <source>create: how offers are submitted (an e-mail address, a portal, an address for sealed offers).</source>
        <translation>create: how offers are submitted (an e-mail address, a portal, an address for sealed offers).</translation>
    </message>
    <message>
        <source>create: offers stay valid at least this many days after the deadline.</source>
        <translation>create: offers stay valid at least this many days after the deadline.</translation>
    </message>
    <message>
        <source>create: the day the rental starts.</source>
        <translation>create: the day the rental starts.</translation>
    </message>
    <message>
        <source>'%1' is not a whole number of days</source>
        <translation>'%1' is not a whole number of days</translation>
    </message>
    <message>
        <source>Also write the question as a plan file (.gpuplan), as the desktop saves it: for --plan-file, or a purchase's job (tender create --plan-file).</source>
        <translation>Also write the question as a plan file (.gpuplan), as the desktop saves it: for --plan-file, or a purchase's job (tender create --plan-file).</translation>
    </message>
    <message>
        <source>%1 were given; %2</source>
        <translation>%1 were given; %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>'%1' is not a purchase's id: a whole number from 1, as 'gpuplan tender list' shows it</source>
        <translation>'%1' is not a purchase's id: a whole number from 1, as 'gpuplan tender list' shows it</translation>
    </message>
    <message>
        <source>--%1 is an option of %2, not of %3; nothing was done</source>
        <translation>--%1 is an option of %2, not of %3; nothing was done</translation>
    </message>
    <message>
        <source>Weights: bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ); default %1.</source>
        <translation>Weights: bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ); default %1.</translation>
    </message>
    <message>
        <source>Input (prompt) tokens per request, mean (default %1).</source>
        <translation>Input (prompt) tokens per request, mean (default %1).</translation>
    </message>
    <message>
        <source>Output tokens per request, mean (default %1).</source>
        <translation>Output tokens per request, mean (default %1).</translation>
    </message>
    <message>
        <source>Share of requests the targets hold for, %1–%2 (default %3).</source>
        <translation>Share of requests the targets hold for, %1–%2 (default %3).</translation>
    </message>
    <message>
        <source>Spare capacity over the peak, percent (default %1).</source>
        <translation>Spare capacity over the peak, percent (default %1).</translation>
    </message>
    <message>
        <source>At most this many GPUs in all (default %1).</source>
        <translation>At most this many GPUs in all (default %1).</translation>
    </message>
    <message>
        <source>The %1 GPUs split into replicas: %2 × %3 GPUs answered below, the split that keeps the targets with the most capacity.</source>
        <translation>The %1 GPUs split into replicas: %2 × %3 GPUs answered below, the split that keeps the targets with the most capacity.</translation>
    </message>
    <message>
        <source>replicas × GPUs</source>
        <translation>replicas × GPUs</translation>
    </message>
    <message>
        <source>within the targets, requests/s</source>
        <translation>within the targets, requests/s</translation>
    </message>
    <message>
        <source>output tokens/s at this load</source>
        <translation>output tokens/s at this load</translation>
    </message>
    <message>
        <source>TTFT / TPOT p%1 (ms)</source>
        <translation>TTFT / TPOT p%1 (ms)</translation>
    </message>
    <message>
        <source>overloaded</source>
        <translation>overloaded</translation>
    </message>
    <message>
        <source>within the targets</source>
        <translation>within the targets</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>misses the targets</translation>
    </message>
    <message>
        <source>at this load, per replica</source>
        <translation>at this load, per replica</translation>
    </message>
    <message>
        <source>GPUs per replica (default: 1, 2, 4, 8 and 16 compared); as --gpus-per-replica.</source>
        <translation>GPUs per replica (default: 1, 2, 4, 8 and 16 compared); as --gpus-per-replica.</translation>
    </message>
    <message>
        <source>GPUs in all, split into replicas as a server is run (8 × 1, 4 × 2, 2 × 4, 1 × 8): the best split is answered and every split shown (default: one replica of the fewest GPUs that hold the model).</source>
        <translation>GPUs in all, split into replicas as a server is run (8 × 1, 4 × 2, 2 × 4, 1 × 8): the best split is answered and every split shown (default: one replica of the fewest GPUs that hold the model).</translation>
    </message>
    <message>
        <source>GPUs per replica, fixed (with --gpus in an estimate: a divisor of it).</source>
        <translation>GPUs per replica, fixed (with --gpus in an estimate: a divisor of it).</translation>
    </message>
    <message>
        <source>--gpus and --gpus-per-replica are the same in a plan; give one</source>
        <translation>--gpus and --gpus-per-replica are the same in a plan; give one</translation>
    </message>
    <message>
        <source>a number of GPUs is a whole number</source>
        <translation>a number of GPUs is a whole number</translation>
    </message>
    <message>
        <source>--service, %1, key "%2"</source>
        <translation>--service, %1, key "%2"</translation>
    </message>
    <message>
        <source>script, check: the service of this serving plan file (plan --method serve --write-plan) instead of the hardware: the engine's launch and benchmark for one replica, and its result judged.</source>
        <translation>script, check: the service of this serving plan file (plan --method serve --write-plan) instead of the hardware: the engine's launch and benchmark for one replica, and its result judged.</translation>
    </message>
    <message>
        <source>the load's (not judged)</source>
        <translation>the load's (not judged)</translation>
    </message>
    <message>
        <source>FAILS the contract</source>
        <translation>FAILS the contract</translation>
    </message>
    <message>
        <source>FAILS: below the plan's band</source>
        <translation>FAILS: below the plan's band</translation>
    </message>
    <message>
        <source>kept, beyond the plan's band</source>
        <translation>kept, beyond the plan's band</translation>
    </message>
    <message>
        <source>kept, as planned</source>
        <translation>kept, as planned</translation>
    </message>
    <message>
        <source>kept, below the plan (inside its band)</source>
        <translation>kept, below the plan (inside its band)</translation>
    </message>
    <message>
        <source>Service of quote %1 (%2): %3, %4 weights, %5; %6 input / %7 output tokens; one replica of %8 × %9 at %10.</source>
        <translation>Service of quote %1 (%2): %3, %4 weights, %5; %6 input / %7 output tokens; one replica of %8 × %9 at %10.</translation>
    </message>
    <message>
        <source>%1 requests at once</source>
        <translation>%1 requests at once</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 requests/s</translation>
    </message>
    <message>
        <source>Result: %1, %2 (%3): %4 answered, %5 failed.</source>
        <translation>Result: %1, %2 (%3): %4 answered, %5 failed.</translation>
    </message>
    <message>
        <source>The file holds %1 results; the last was read.</source>
        <translation>The file holds %1 results; the last was read.</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>figure</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <source>plan (band)</source>
        <translation>plan (band)</translation>
    </message>
    <message>
        <source>No measurements yet: 'gpuplan acceptance check --quote ID --service PLAN RESULT' keeps each judged serving benchmark as one.</source>
        <translation>No measurements yet: 'gpuplan acceptance check --quote ID --service PLAN RESULT' keeps each judged serving benchmark as one.</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>engine</translation>
    </message>
    <message>
        <source>tokens in/out</source>
        <translation>tokens in/out</translation>
    </message>
    <message>
        <source>load</source>
        <translation>load</translation>
    </message>
    <message>
        <source>TTFT ms (fit)</source>
        <translation>TTFT ms (fit)</translation>
    </message>
    <message>
        <source>TPOT ms (fit)</source>
        <translation>TPOT ms (fit)</translation>
    </message>
    <message>
        <source>used</source>
        <translation>used</translation>
    </message>
    <message>
        <source>%1 at once</source>
        <translation>%1 at once</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>set aside</translation>
    </message>
    <message>
        <source>list, import, use or ignore</source>
        <translation>list, import, use or ignore</translation>
    </message>
    <message>
        <source>import: the quote the replica was delivered under.</source>
        <translation>import: the quote the replica was delivered under.</translation>
    </message>
    <message>
        <source>import: the serving plan file the contract was for.</source>
        <translation>import: the serving plan file the contract was for.</translation>
    </message>
    <message>
        <source>ignore: why it is set aside.</source>
        <translation>ignore: why it is set aside.</translation>
    </message>
    <message>
        <source>Usage: gpuplan measurements list|import|use|ignore [ID|RESULT] [options]
</source>
        <translation>Usage: gpuplan measurements list|import|use|ignore [ID|RESULT] [options]
</translation>
    </message>
    <message>
        <source>'%1' is not one of list, import, use, ignore</source>
        <translation>'%1' is not one of list, import, use, ignore</translation>
    </message>
    <message>
        <source>give the measurement's id, as 'gpuplan measurements list' shows it</source>
        <translation>give the measurement's id, as 'gpuplan measurements list' shows it</translation>
    </message>
    <message>
        <source>Measurement %1 is used for calibration.</source>
        <translation>Measurement %1 is used for calibration.</translation>
    </message>
    <message>
        <source>Measurement %1 is set aside.</source>
        <translation>Measurement %1 is set aside.</translation>
    </message>
    <message>
        <source>The published fit alone: your measurements ('gpuplan measurements') do not calibrate the figures.</source>
        <translation>The published fit alone: your measurements ('gpuplan measurements') do not calibrate the figures.</translation>
    </message>
    <message>
        <source>Not kept as a measurement: the database %1 is read-only.</source>
        <translation>Not kept as a measurement: the database %1 is read-only.</translation>
    </message>
    <message>
        <source>Kept before as measurement %1 ('gpuplan measurements list').</source>
        <translation>Kept before as measurement %1 ('gpuplan measurements list').</translation>
    </message>
    <message>
        <source>Kept as measurement %1: later estimates for %2 with %3 are calibrated by it ('gpuplan measurements list').</source>
        <translation>Kept as measurement %1: later estimates for %2 with %3 are calibrated by it ('gpuplan measurements list').</translation>
    </message>
    <message>
        <source>Kept as measurement %1 but set aside: TTFT %2 × and TPOT %3 × the published fit, far outside its band. If the run was right, take it in with 'gpuplan measurements use %1'.</source>
        <translation>Kept as measurement %1 but set aside: TTFT %2 × and TPOT %3 × the published fit, far outside its band. If the run was right, take it in with 'gpuplan measurements use %1'.</translation>
    </message>
    <message>
        <source>Acceptance tests on delivery (seed 004).
  script --quote ID [--out FILE]   a read-only bash script to run on each delivered server
  script --quote ID --service PLAN the service of a serving plan file measured on one replica: the engine's
                                   launch and its benchmark with the contract's lengths and load
  check --quote ID --service PLAN RESULT
                                   judge a serving benchmark's result (vllm bench serve, sglang.bench_serving)
                                   against the plan's contract and figures for one replica
  check --quote ID REPORT          read its report (or pasted command outputs; - reads standard input),
                                   check it against the quote and record the findings on its checklists
                                   (kept per server: --host NAME when the report does not name it)
  service --quote ID --service PLAN put the plan's service level on the quote's contract and acceptance checklists
  reports --quote ID               the quote's imported reports per server, newest first, and the verdict
  withdraw --quote ID --report N   undo an import: the report goes, the checklists show the others
Exit codes of check: 0 nothing failed (items may still be untested), 1 something failed, 2 bad input (with --service: a result not of the contract's run).</source>
        <translation>Acceptance tests on delivery (article [3]).
  script --quote ID [--out FILE]   a read-only bash script to run on each delivered server
  script --quote ID --service PLAN the service of a serving plan file measured on one replica: the engine's
                                   launch and its benchmark with the contract's lengths and load
  check --quote ID --service PLAN RESULT
                                   judge a serving benchmark's result (vllm bench serve, sglang.bench_serving)
                                   against the plan's contract and figures for one replica
  check --quote ID REPORT          read its report (or pasted command outputs; - reads standard input),
                                   check it against the quote and record the findings on its checklists
                                   (kept per server: --host NAME when the report does not name it)
  service --quote ID --service PLAN put the plan's service level on the quote's contract and acceptance checklists
  reports --quote ID               the quote's imported reports per server, newest first, and the verdict
  withdraw --quote ID --report N   undo an import: the report goes, the checklists show the others
Exit codes of check: 0 nothing failed (items may still be untested), 1 something failed, 2 bad input (with --service: a result not of the contract's run).</translation>
    </message>
    <message>
        <source>'%1' is not one of script, check, service, reports, withdraw</source>
        <translation>'%1' is not one of script, check, service, reports, withdraw</translation>
    </message>
    <message numerus="yes">
        <source>Recorded on %n service item(s) of quote %1's acceptance checklist.</source>
        <translation><numerusform>Recorded on %n service item of quote %1's acceptance checklist.</numerusform><numerusform>Recorded on %n service items of quote %1's acceptance checklist.</numerusform></translation>
    </message>
    <message>
        <source>%1 is read-only: nothing can be put on the checklists</source>
        <translation>%1 is read-only: nothing can be put on the checklists</translation>
    </message>
    <message>
        <source>The service is on quote %1's contract and acceptance checklists (%2 new item(s)); 'acceptance check --service' records the delivered replica on them.</source>
        <translation>The service is on quote %1's contract and acceptance checklists (%2 new item(s)); 'acceptance check --service' records the delivered replica on them.</translation>
    </message>
    <message>
        <source>gpuplan — plan GPU rentals: memory, configurations, time and cost of large-model work

Usage: gpuplan COMMAND [OPTIONS]

Commands:
  gpus        list the GPU catalog
  models      list the model presets
  estimate    memory per GPU, time and checks of one configuration
  plan        search every configuration that can run a job and rank them
  cost        price a job under every rental term; curves and the cheapest term by need
  quotes      import, list and export vendor quotes
  checklist   contract and acceptance checklists of quotes
  acceptance  acceptance tests on delivery: the script for the servers and the check of its report
  measurements  your own serving measurements, and the calibration they make of later estimates
  contract    after the signature: the contract, each month's bill matched, outages and SLA credits
  report      PDF and Excel: a quote's checklists, the quotes side by side
  tender      a purchase: offers by round, evaluation, award and approval
  db          check the database
  settings    show or change the settings (hours per month, region, language)

Global options: --json (machine-readable output), --lang zh|en, --database PATH.
'gpuplan COMMAND --help' describes each command. Exit codes: 0 done, 1 failed, 2 bad input.
</source>
        <translation>gpuplan — plan GPU rentals: memory, configurations, time and cost of large-model work

Usage: gpuplan COMMAND [OPTIONS]

Commands:
  gpus        list the GPU catalog
  models      list the model presets
  estimate    memory per GPU, time and checks of one configuration
  plan        search every configuration that can run a job and rank them
  cost        price a job under every rental term; curves and the cheapest term by need
  quotes      import, list and export vendor quotes
  checklist   contract and acceptance checklists of quotes
  acceptance  acceptance tests on delivery: the script for the servers and the check of its report
  measurements  your own serving measurements, and the calibration they make of later estimates
  contract    after the signature: the contract, each month's bill matched, outages and SLA credits
  report      PDF and Excel: a quote's checklists, the quotes side by side
  tender      a purchase: offers by round, evaluation, award and approval
  db          check the database
  settings    show or change the settings (hours per month, region, language)

Global options: --json (machine-readable output), --lang zh|en, --database PATH.
'gpuplan COMMAND --help' describes each command. Exit codes: 0 done, 1 failed, 2 bad input.
</translation>
    </message>
    <message>
        <source>unknown command; use one of gpus, models, estimate, plan, cost, quotes, checklist, tender, acceptance, measurements, contract, report, db, settings</source>
        <translation>unknown command; use one of gpus, models, estimate, plan, cost, quotes, checklist, tender, acceptance, measurements, contract, report, db, settings</translation>
    </message>
    <message>
        <source>outages</source>
        <translation>outages</translation>
    </message>
    <message>
        <source>down (h:mm)</source>
        <translation>down (h:mm)</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>not counted</translation>
    </message>
    <message>
        <source>availability</source>
        <translation>availability</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>credit</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>amount</translation>
    </message>
    <message>
        <source>SLA credits for %1 (China time), per server: availability = (time in the month − time down) ÷ time in the month.</source>
        <translation>SLA credits for %1 (China time), per server: availability = (time in the month − time down) ÷ time in the month.</translation>
    </message>
    <message>
        <source>Schedule: %1%2</source>
        <translation>Schedule: %1%2</translation>
    </message>
    <message>
        <source> (an example: Alibaba Cloud's published SLA; give the contract's with --schedule and --cap)</source>
        <translation> (an example: Alibaba Cloud's published SLA; give the contract's with --schedule and --cap)</translation>
    </message>
    <message>
        <source>Fees %1, credit due %2.</source>
        <translation>Fees %1, credit due %2.</translation>
    </message>
    <message>
        <source>The billing month, YYYY-MM.</source>
        <translation>The billing month, YYYY-MM.</translation>
    </message>
    <message>
        <source>The outages, a CSV file.</source>
        <translation>The outages, a CSV file.</translation>
    </message>
    <message>
        <source>The fee of one server for the month (else the quote's).</source>
        <translation>The fee of one server for the month (else the quote's).</translation>
    </message>
    <message>
        <source>The contract's servers by name, comma-separated.</source>
        <translation>The contract's servers by name, comma-separated.</translation>
    </message>
    <message>
        <source>The credit at most this share of the month's fee, in percent.</source>
        <translation>The credit at most this share of the month's fee, in percent.</translation>
    </message>
    <message>
        <source>give the month as YYYY-MM, e.g. 2026-11</source>
        <translation>give the month as YYYY-MM, e.g. 2026-11</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>server %1</translation>
    </message>
    <message>
        <source>give the fee of one server for the month, or a --quote that prices servers by the month</source>
        <translation>give the fee of one server for the month, or a --quote that prices servers by the month</translation>
    </message>
    <message>
        <source>name the contract's servers, or give --quote</source>
        <translation>name the contract's servers, or give --quote</translation>
    </message>
    <message>
        <source>give the model the result was run with</source>
        <translation>give the model the result was run with</translation>
    </message>
    <message>
        <source>give the GPUs of one replica, 1 to 64</source>
        <translation>give the GPUs of one replica, 1 to 64</translation>
    </message>
    <message>
        <source>use one of %1</source>
        <translation>use one of %1</translation>
    </message>
    <message>
        <source>use vllm, sglang, tensorrt-llm or mindie</source>
        <translation>use vllm, sglang, tensorrt-llm or mindie</translation>
    </message>
    <message>
        <source>give a positive number</source>
        <translation>give a positive number</translation>
    </message>
    <message>
        <source>the database cannot be written: nothing was kept</source>
        <translation>the database cannot be written: nothing was kept</translation>
    </message>
    <message>
        <source>Kept as measurement %1: TTFT %2 ms against the fit's %3, TPOT %4 ms against %5 (p%6).</source>
        <translation>Kept as measurement %1: TTFT %2 ms against the fit's %3, TPOT %4 ms against %5 (p%6).</translation>
    </message>
    <message>
        <source>Kept as measurement %1 but set aside, far outside the published band: TTFT %2 ms against the fit's %3, TPOT %4 ms against %5 (p%6); 'gpuplan measurements use %1' takes it in.</source>
        <translation>Kept as measurement %1 but set aside, far outside the published band: TTFT %2 ms against the fit's %3, TPOT %4 ms against %5 (p%6); 'gpuplan measurements use %1' takes it in.</translation>
    </message>
    <message>
        <source>Your own measurements: each judged serving benchmark, kept with the published fit's estimate of the same run. Later estimates for the same GPU and engine are calibrated by them (estimate --no-calibration: the published fit alone).
  list                                        the measurements and the calibration they make
  import RESULT --quote ID --service PLAN     judge a benchmark's result and keep it (as acceptance check --service)
  import RESULT --gpu G --gpus N --model M    keep a result run outside a contract (lengths and load from the result, else --input/--output/--rate/--concurrency)
  use ID | ignore ID [--reason TEXT]           take a measurement into the calibration, or set it aside</source>
        <translation>Your own measurements: each judged serving benchmark, kept with the published fit's estimate of the same run. Later estimates for the same GPU and engine are calibrated by them (estimate --no-calibration: the published fit alone).
  list                                        the measurements and the calibration they make
  import RESULT --quote ID --service PLAN     judge a benchmark's result and keep it (as acceptance check --service)
  import RESULT --gpu G --gpus N --model M    keep a result run outside a contract (lengths and load from the result, else --input/--output/--rate/--concurrency)
  use ID | ignore ID [--reason TEXT]           take a measurement into the calibration, or set it aside</translation>
    </message>
    <message>
        <source>give the result file and either --quote ID --service PLAN, or --gpu, --gpus and --model</source>
        <translation>give the result file and either --quote ID --service PLAN, or --gpu, --gpus and --model</translation>
    </message>
    <message>
        <source>import without a contract: the GPU the result ran on.</source>
        <translation>import without a contract: the GPU the result ran on.</translation>
    </message>
    <message>
        <source>import: the GPUs of one replica (1).</source>
        <translation>import: the GPUs of one replica (1).</translation>
    </message>
    <message>
        <source>import: the model.</source>
        <translation>import: the model.</translation>
    </message>
    <message>
        <source>import: the weights' precision (bf16).</source>
        <translation>import: the weights' precision (bf16).</translation>
    </message>
    <message>
        <source>import: the engine (else the tool's).</source>
        <translation>import: the engine (else the tool's).</translation>
    </message>
    <message>
        <source>import: input tokens, when the result does not say.</source>
        <translation>import: input tokens, when the result does not say.</translation>
    </message>
    <message>
        <source>import: output tokens, when the result does not say.</source>
        <translation>import: output tokens, when the result does not say.</translation>
    </message>
    <message>
        <source>import: the requests/s, when the result does not say.</source>
        <translation>import: the requests/s, when the result does not say.</translation>
    </message>
    <message>
        <source>import: the requests at once, when the result does not say.</source>
        <translation>import: the requests at once, when the result does not say.</translation>
    </message>
    <message>
        <source>db roles sets up a team database: give its postgresql:// address with the administrator's login (a file has no roles; its permissions decide)</source>
        <translation>db roles sets up a team database: give its postgresql:// address with the administrator's login (a file has no roles; its permissions decide)</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) made; members log in with their own login and act by their group's rights.</source>
        <translation><numerusform>%n change made; members log in with their own login and act by their group's rights.</numerusform><numerusform>%n changes made; members log in with their own login and act by their group's rights.</numerusform></translation>
    </message>
    <message>
        <source>Nothing to change: the team was already set up so.</source>
        <translation>Nothing to change: the team was already set up so.</translation>
    </message>
    <message>
        <source>The database.
  check   integrity, foreign keys, schema version and row counts
  path    where the database is
  plans   the saved plans
  history who changed what of a quote (--quote ID) or of its checklists (--checklist ID), when; neither: saved plans, template items, GPU imports and copies
  copy    the whole database --from A --to B (files or postgresql:// addresses), all or nothing, verified table by table
  roles   a team database's roles for --buyers, --approvers and --viewers, and the approval made by the server (run with the administrator's login; again after an upgrade)</source>
        <translation>The database.
  check   integrity, foreign keys, schema version and row counts
  path    where the database is
  plans   the saved plans
  history who changed what of a quote (--quote ID) or of its checklists (--checklist ID), when; neither: saved plans, template items, GPU imports and copies
  copy    the whole database --from A --to B (files or postgresql:// addresses), all or nothing, verified table by table
  roles   a team database's roles for --buyers, --approvers and --viewers, and the approval made by the server (run with the administrator's login; again after an upgrade)</translation>
    </message>
    <message>
        <source>check, path, plans, history, copy or roles</source>
        <translation>check, path, plans, history, copy or roles</translation>
    </message>
    <message>
        <source>roles: logins that read and write (comma-separated).</source>
        <translation>roles: logins that read and write (comma-separated).</translation>
    </message>
    <message>
        <source>roles: logins that may also approve awards.</source>
        <translation>roles: logins that may also approve awards.</translation>
    </message>
    <message>
        <source>roles: logins that only read.</source>
        <translation>roles: logins that only read.</translation>
    </message>
    <message>
        <source>Usage: gpuplan db check|path|plans|history|copy|roles [--quote ID | --checklist ID] [--from A --to B] [--buyers A,B --approvers C --viewers D] [--database PATH] [--json]
</source>
        <translation>Usage: gpuplan db check|path|plans|history|copy|roles [--quote ID | --checklist ID] [--from A --to B] [--buyers A,B --approvers C --viewers D] [--database PATH] [--json]
</translation>
    </message>
    <message>
        <source>'%1' is not one of check, path, plans, history, copy, roles</source>
        <translation>'%1' is not one of check, path, plans, history, copy, roles</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>Engine: %1.</translation>
    </message>
    <message>
        <source>vllm (default), sglang, tensorrt-llm or mindie, with its version after @ if you like (vllm@0.6, sglang@0.5.9; default: the current release). The figures use the constants of the version's generation; one without published rows is said and takes a wider band.</source>
        <translation>vllm (default), sglang, tensorrt-llm or mindie, with its version after @ if you like (vllm@0.6, sglang@0.5.9; default: the current release). The figures use the constants of the version's generation; one without published rows is said and takes a wider band.</translation>
    </message>
    <message>
        <source>A model that is not a preset: its Hugging Face config.json (dense, MoE and MLA models; the parameters are counted from the architecture).</source>
        <translation>A model that is not a preset: its Hugging Face config.json (dense, MoE and MLA models; the parameters are counted from the architecture).</translation>
    </message>
    <message>
        <source>give the model one way: a preset with --model or a config.json with --model-config</source>
        <translation>give the model one way: a preset with --model or a config.json with --model-config</translation>
    </message>
    <message>
        <source>'%1' cannot be read</source>
        <translation>'%1' cannot be read</translation>
    </message>
    <message>
        <source>Speculative decoding: %1 draft token(s) a step, %2 tokens kept a step on average.</source>
        <translation>Speculative decoding: %1 draft token(s) a step, %2 tokens kept a step on average.</translation>
    </message>
    <message>
        <source>Speculative decoding (MTP of DeepSeek and Qwen3-Next, EAGLE): tokens drafted per step, 1–8 (default 0: off).</source>
        <translation>Speculative decoding (MTP of DeepSeek and Qwen3-Next, EAGLE): tokens drafted per step, 1–8 (default 0: off).</translation>
    </message>
    <message>
        <source>With --speculative: the mean tokens a step keeps per sequence, the verified one included, above 1 and at most N + 1 (default for one MTP token: %1, DeepSeek-V3's 85–90 % acceptance of the second token).</source>
        <translation>With --speculative: the mean tokens a step keeps per sequence, the verified one included, above 1 and at most N + 1 (default for one MTP token: %1, DeepSeek-V3's 85–90 % acceptance of the second token).</translation>
    </message>
    <message>
        <source>draft tokens are a whole number</source>
        <translation>draft tokens are a whole number</translation>
    </message>
    <message>
        <source>give --acceptance with %1 draft tokens: the tokens a step keeps depend on the draft head and the data, and no default is published for more than one</source>
        <translation>give --acceptance with %1 draft tokens: the tokens a step keeps depend on the draft head and the data, and no default is published for more than one</translation>
    </message>
    <message numerus="yes">
        <source>Bill of contract %1 (%2) for %3, %4: %n line(s) matched.</source>
        <translation><numerusform>Bill of contract %1 (%2) for %3, %4: %n line matched.</numerusform><numerusform>Bill of contract %1 (%2) for %3, %4: %n lines matched.</numerusform></translation>
    </message>
    <message>
        <source>accepted (China time)</source>
        <translation>accepted (China time)</translation>
    </message>
    <message>
        <source>billable h</source>
        <translation>billable h</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>allowed</translation>
    </message>
    <message>
        <source>billed</source>
        <translation>billed</translation>
    </message>
    <message>
        <source>fee due</source>
        <translation>fee due</translation>
    </message>
    <message>
        <source>down h</source>
        <translation>down h</translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>not accepted</translation>
    </message>
    <message>
        <source>No differences: the bill asks what the contract allows.</source>
        <translation>No differences: the bill asks what the contract allows.</translation>
    </message>
    <message>
        <source>row</source>
        <translation>row</translation>
    </message>
    <message>
        <source>clause</source>
        <translation>clause</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>difference</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s):</source>
        <translation><numerusform>%n difference:</numerusform><numerusform>%n differences:</numerusform></translation>
    </message>
    <message>
        <source>Billed: %1 VAT excluded + VAT %2 = %3 (as the bill states).</source>
        <translation>Billed: %1 VAT excluded + VAT %2 = %3 (as the bill states).</translation>
    </message>
    <message>
        <source>Due under the contract: %1 VAT excluded; SLA credit −%2.</source>
        <translation>Due under the contract: %1 VAT excluded; SLA credit −%2.</translation>
    </message>
    <message>
        <source>Payable: %1 + VAT %2% %3 = %4. Disputed: %5.</source>
        <translation>Payable: %1 + VAT %2% %3 = %4. Disputed: %5.</translation>
    </message>
    <message>
        <source>give the bill's file: gpuplan contract bill FILE --contract C --month YYYY-MM</source>
        <translation>give the bill's file: gpuplan contract bill FILE --contract C --month YYYY-MM</translation>
    </message>
    <message>
        <source>give the bill's month as YYYY-MM, e.g. 2026-11</source>
        <translation>give the bill's month as YYYY-MM, e.g. 2026-11</translation>
    </message>
    <message>
        <source>Kept as statement %1, prepared by %2; someone else approves it for payment: gpuplan contract approve --bill %1</source>
        <translation>Kept as statement %1, prepared by %2; someone else approves it for payment: gpuplan contract approve --bill %1</translation>
    </message>
    <message>
        <source>month</source>
        <translation>month</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lines</translation>
    </message>
    <message>
        <source>differences</source>
        <translation>differences</translation>
    </message>
    <message>
        <source>payable</source>
        <translation>payable</translation>
    </message>
    <message>
        <source>prepared by</source>
        <translation>prepared by</translation>
    </message>
    <message>
        <source>approved by</source>
        <translation>approved by</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <source>Statements of contract %1:</source>
        <translation>Statements of contract %1:</translation>
    </message>
    <message>
        <source>give the statement's id, as 'gpuplan contract bills' shows it</source>
        <translation>give the statement's id, as 'gpuplan contract bills' shows it</translation>
    </message>
    <message>
        <source>Statement %1 approved for payment by %2.</source>
        <translation>Statement %1 approved for payment by %2.</translation>
    </message>
    <message>
        <source>Contract %1 (id %2) with %3, %4: from %5 to %6 (%7 months).</source>
        <translation>Contract %1 (id %2) with %3, %4: from %5 to %6 (%7 months).</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>ended</translation>
    </message>
    <message>
        <source>VAT %1% included</source>
        <translation>VAT %1% included</translation>
    </message>
    <message>
        <source>VAT %1% excluded</source>
        <translation>VAT %1% excluded</translation>
    </message>
    <message>
        <source>SLA: response %1 h, replacement %2 h; credits %3.</source>
        <translation>SLA: response %1 h, replacement %2 h; credits %3.</translation>
    </message>
    <message>
        <source>none agreed</source>
        <translation>none agreed</translation>
    </message>
    <message>
        <source>Payment: %1</source>
        <translation>Payment: %1</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>(not named)</translation>
    </message>
    <message>
        <source>give the quote signed, by its id</source>
        <translation>give the quote signed, by its id</translation>
    </message>
    <message>
        <source>give the first day of the term as YYYY-MM-DD</source>
        <translation>give the first day of the term as YYYY-MM-DD</translation>
    </message>
    <message>
        <source>give the term in months, e.g. 12</source>
        <translation>give the term in months, e.g. 12</translation>
    </message>
    <message>
        <source>No SLA credit schedule was given (--schedule): outages will earn no credit.</source>
        <translation>No SLA credit schedule was given (--schedule): outages will earn no credit.</translation>
    </message>
    <message>
        <source>No contracts yet: 'gpuplan contract create --quote ID --number N --start DATE --term MONTHS' makes one from the signed quote.</source>
        <translation>No contracts yet: 'gpuplan contract create --quote ID --number N --start DATE --term MONTHS' makes one from the signed quote.</translation>
    </message>
    <message>
        <source>number</source>
        <translation>number</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>vendor</translation>
    </message>
    <message>
        <source>unit price</source>
        <translation>unit price</translation>
    </message>
    <message>
        <source>start (China time)</source>
        <translation>start (China time)</translation>
    </message>
    <message>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>counted</translation>
    </message>
    <message>
        <source>cause</source>
        <translation>cause</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <source>%n outage(s) on record for contract %1.</source>
        <translation><numerusform>%n outage on record for contract %1.</numerusform><numerusform>%n outages on record for contract %1.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n outage(s) recorded for contract %1.</source>
        <translation><numerusform>%n outage recorded for contract %1.</numerusform><numerusform>%n outages recorded for contract %1.</numerusform></translation>
    </message>
    <message>
        <source>'%1' is not a time: write 2026-11-05 14:30 (China time)</source>
        <translation>'%1' is not a time: write 2026-11-05 14:30 (China time)</translation>
    </message>
    <message>
        <source>%1 of contract %2: accepted %3 (China time).</source>
        <translation>%1 of contract %2: accepted %3 (China time).</translation>
    </message>
    <message>
        <source>%1 of contract %2: not accepted yet.</source>
        <translation>%1 of contract %2: not accepted yet.</translation>
    </message>
    <message>
        <source>create, list, show, status, server, outages, bill, bills, approve or credits</source>
        <translation>create, list, show, status, server, outages, bill, bills, approve or credits</translation>
    </message>
    <message>
        <source>The contract, by id or number.</source>
        <translation>The contract, by id or number.</translation>
    </message>
    <message>
        <source>The signed quote (create), or the contract's quote (credits).</source>
        <translation>The signed quote (create), or the contract's quote (credits).</translation>
    </message>
    <message>
        <source>The first day of the term, YYYY-MM-DD.</source>
        <translation>The first day of the term, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>The payment terms, in words.</source>
        <translation>The payment terms, in words.</translation>
    </message>
    <message>
        <source>A server of the contract, by name.</source>
        <translation>A server of the contract, by name.</translation>
    </message>
    <message>
        <source>When its acceptance passed (China time).</source>
        <translation>When its acceptance passed (China time).</translation>
    </message>
    <message>
        <source>active or ended.</source>
        <translation>active or ended.</translation>
    </message>
    <message>
        <source>Keep the bill's statement, prepared by you.</source>
        <translation>Keep the bill's statement, prepared by you.</translation>
    </message>
    <message>
        <source>Keep it although some rows were left out (as shown).</source>
        <translation>Keep it although some rows were left out (as shown).</translation>
    </message>
    <message>
        <source>A kept statement, by id ('contract bills').</source>
        <translation>A kept statement, by id ('contract bills').</translation>
    </message>
    <message>
        <source>Write the statement as a workbook.</source>
        <translation>Write the statement as a workbook.</translation>
    </message>
    <message>
        <source>Write the statement as a PDF in both languages.</source>
        <translation>Write the statement as a PDF in both languages.</translation>
    </message>
    <message>
        <source>The contract's credit tiers: availability below : credit, in percent (e.g. 99.9:20,99:30,95:50).</source>
        <translation>The contract's credit tiers: availability below : credit, in percent (e.g. 99.9:20,99:30,95:50).</translation>
    </message>
    <message>
        <source>Usage: gpuplan contract ACTION [options]
</source>
        <translation>Usage: gpuplan contract ACTION [options]
</translation>
    </message>
    <message>
        <source>'%1' is not one of %2, credits</source>
        <translation>'%1' is not one of %2, credits</translation>
    </message>
    <message>
        <source>name the contract, by id or number</source>
        <translation>name the contract, by id or number</translation>
    </message>
    <message>
        <source>SLA credit</source>
        <translation>SLA credit</translation>
    </message>
    <message>
        <source>over the contract</source>
        <translation>over the contract</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>renew</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>quote %1</translation>
    </message>
    <message>
        <source>market price</source>
        <translation>market price</translation>
    </message>
    <message>
        <source>give a whole number</source>
        <translation>give a whole number</translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 ends on %2: %n day(s) left.</source>
        <translation><numerusform>Contract %1 ends on %2: %n day left.</numerusform><numerusform>Contract %1 ends on %2: %n days left.</numerusform></translation>
    </message>
    <message>
        <source>The same %1 GPUs for %2 more months (%3 h), VAT excluded; switching adds %4 day(s) of both running.</source>
        <translation>The same %1 GPUs for %2 more months (%3 h), VAT excluded; switching adds %4 day(s) of both running.</translation>
    </message>
    <message>
        <source>option</source>
        <translation>option</translation>
    </message>
    <message>
        <source>vendor or source</source>
        <translation>vendor or source</translation>
    </message>
    <message>
        <source>price</source>
        <translation>price</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>rent</translation>
    </message>
    <message>
        <source>switching</source>
        <translation>switching</translation>
    </message>
    <message>
        <source>vs renewing</source>
        <translation>vs renewing</translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 ends on %2 (%n day(s) left): weigh the renewal with 'gpuplan contract renewal --contract %1'.</source>
        <translation><numerusform>Contract %1 ends on %2 (%n day left): weigh the renewal with 'gpuplan contract renewal --contract %1'.</numerusform><numerusform>Contract %1 ends on %2 (%n days left): weigh the renewal with 'gpuplan contract renewal --contract %1'.</numerusform></translation>
    </message>
    <message>
        <source>The renewal term in months (default: the contract's).</source>
        <translation>The renewal term in months (default: the contract's).</translation>
    </message>
    <message>
        <source>Days of both running while moving to another vendor (3).</source>
        <translation>Days of both running while moving to another vendor (3).</translation>
    </message>
    <message>
        <source>Warn this many days before the term ends (60).</source>
        <translation>Warn this many days before the term ends (60).</translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 ends on %2: %n day(s) left. Weigh the renewal now.</source>
        <translation><numerusform>Contract %1 ends on %2: %n day left. Weigh the renewal now.</numerusform><numerusform>Contract %1 ends on %2: %n days left. Weigh the renewal now.</numerusform></translation>
    </message>
    <message>
        <source>contracts</source>
        <translation>contracts</translation>
    </message>
    <message>
        <source>statements (disputed)</source>
        <translation>statements (disputed)</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>disputed</translation>
    </message>
    <message>
        <source>outages (h)</source>
        <translation>outages (h)</translation>
    </message>
    <message>
        <source>SLA breaches</source>
        <translation>SLA breaches</translation>
    </message>
    <message>
        <source>acceptance failures</source>
        <translation>acceptance failures</translation>
    </message>
    <message>
        <source>late servers (most days)</source>
        <translation>late servers (most days)</translation>
    </message>
    <message>
        <source>Each vendor's record after the signature (履约评价), from the contracts, statements, outages and delivery reports kept:</source>
        <translation>Each vendor's record after the signature (履约评价), from the contracts, statements, outages and delivery reports kept:</translation>
    </message>
    <message>
        <source>create: the job, as a plan file: a training or fine-tuning plan, or a serving plan (plan --method serve --write-plan).</source>
        <translation>create: the job, as a plan file: a training or fine-tuning plan, or a serving plan (plan --method serve --write-plan).</translation>
    </message>
    <message>
        <source>create: the rental term vendors price, in months (1–120; default: as long as the job runs, a service 12).</source>
        <translation>create: the rental term vendors price, in months (1–120; default: as long as the job runs, a service 12).</translation>
    </message>
    <message>
        <source>'%1' is not a whole number of months</source>
        <translation>'%1' is not a whole number of months</translation>
    </message>
    <message>
        <source>give the job the purchase is for: a plan file (.gpuplan) written by plan --write-plan (training or serving) or saved from the desktop (File → Save plan)</source>
        <translation>give the job the purchase is for: a plan file (.gpuplan) written by plan --write-plan (training or serving) or saved from the desktop (File → Save plan)</translation>
    </message>
    <message>
        <source>a month (ex VAT)</source>
        <translation>a month (ex VAT)</translation>
    </message>
    <message>
        <source>per 1M output (CNY ex VAT)</source>
        <translation>per 1M output (CNY ex VAT)</translation>
    </message>
    <message>
        <source>per 1M input (CNY ex VAT)</source>
        <translation>per 1M input (CNY ex VAT)</translation>
    </message>
    <message>
        <source>Purchase %1: %2</source>
        <translation>Purchase %1: %2</translation>
    </message>
    <message>
        <source>'%1' is not an action; use one of: %2</source>
        <translation>'%1' is not an action; use one of: %2</translation>
    </message>
    <message>
        <source>%1 servers × %2 %3 at %4, billed %5; %6; minimum term %7.</source>
        <translation>%1 servers × %2 %3 at %4, billed %5; %6; minimum term %7.</translation>
    </message>
    <message>
        <source>A health or acceptance report of a server in service that shows a GPU missing or a hardware Xid: one outage.</source>
        <translation>A health or acceptance report of a server in service that shows a GPU missing or a hardware Xid: one outage.</translation>
    </message>
    <message>
        <source>When it ended (China time).</source>
        <translation>When it ended (China time).</translation>
    </message>
    <message>
        <source>record score</source>
        <translation>record score</translation>
    </message>
    <message>
        <source>%1, record score %2 %: %3</source>
        <translation>%1, record score %2 %: %3</translation>
    </message>
    <message>
        <source>A purchase weighs the record score when its weights give the record a share (tender create --weights price,delivery,SLA,invoice,record).</source>
        <translation>A purchase weighs the record score when its weights give the record a share (tender create --weights price,delivery,SLA,invoice,record).</translation>
    </message>
    <message>
        <source>Record (%1)</source>
        <translation>Record (%1)</translation>
    </message>
    <message>
        <source>Record (履约评价) of %1: %2</source>
        <translation>Record (履约评价) of %1: %2</translation>
    </message>
    <message>
        <source>create: scoring weights for price, delivery, SLA and invoice, e.g. 60,15,15,10; a fifth weighs the vendor's record after earlier contracts (履约评价), e.g. 60,10,10,10,10.</source>
        <translation>create: scoring weights for price, delivery, SLA and invoice, e.g. 60,15,15,10; a fifth weighs the vendor's record after earlier contracts (履约评价), e.g. 60,10,10,10,10.</translation>
    </message>
    <message>
        <source>give four numbers: price, delivery, SLA and invoice, e.g. 60,15,15,10, or five with the vendor's record (履约评价), e.g. 60,10,10,10,10</source>
        <translation>give four numbers: price, delivery, SLA and invoice, e.g. 60,15,15,10, or five with the vendor's record (履约评价), e.g. 60,10,10,10,10</translation>
    </message>
    <message>
        <source>Outage recorded for contract %1: %2, %3 – %4 (China time), %5.</source>
        <translation>Outage recorded for contract %1: %2, %3 – %4 (China time), %5.</translation>
    </message>
    <message>
        <source>When the outage began (China time).</source>
        <translation>When the outage began (China time).</translation>
    </message>
    <message>
        <source>What happened, for an outage entered by hand.</source>
        <translation>What happened, for an outage entered by hand.</translation>
    </message>
    <message>
        <source>The outage is not counted against the vendor (e.g. maintenance the contract allows).</source>
        <translation>The outage is not counted against the vendor (e.g. maintenance the contract allows).</translation>
    </message>
    <message>
        <source>give the first day the amendment applies, YYYY-MM-01, e.g. 2027-01-01</source>
        <translation>give the first day the amendment applies, YYYY-MM-01, e.g. 2027-01-01</translation>
    </message>
    <message>
        <source>give the whole term in months, e.g. 18</source>
        <translation>give the whole term in months, e.g. 18</translation>
    </message>
    <message>
        <source>give the number of servers the contract holds, e.g. 4</source>
        <translation>give the number of servers the contract holds, e.g. 4</translation>
    </message>
    <message>
        <source>Amendment %1 of contract %2, from %3: %4.</source>
        <translation>Amendment %1 of contract %2, from %3: %4.</translation>
    </message>
    <message>
        <source>Bills from %1 on are matched against the new terms; earlier months against those then in force.</source>
        <translation>Bills from %1 on are matched against the new terms; earlier months against those then in force.</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>amendment</translation>
    </message>
    <message>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>changes</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>reason</translation>
    </message>
    <message>
        <source>recorded by</source>
        <translation>recorded by</translation>
    </message>
    <message numerus="yes">
        <source>%n amendment(s) of contract %1.</source>
        <translation><numerusform>%n amendment of contract %1.</numerusform><numerusform>%n amendments of contract %1.</numerusform></translation>
    </message>
    <message>
        <source>The contract's number as the parties wrote it (合同编号); amend: the amendment's (补充协议编号).</source>
        <translation>The contract's number as the parties wrote it (合同编号); amend: the amendment's (补充协议编号).</translation>
    </message>
    <message>
        <source>amend: the first day the amendment applies, YYYY-MM-01.</source>
        <translation>amend: the first day the amendment applies, YYYY-MM-01.</translation>
    </message>
    <message>
        <source>amend: the number of servers the contract holds from then on.</source>
        <translation>amend: the number of servers the contract holds from then on.</translation>
    </message>
    <message>
        <source>amend: why the contract changes.</source>
        <translation>amend: why the contract changes.</translation>
    </message>
    <message>
        <source>The term in months (amend: the whole term from the start).</source>
        <translation>The term in months (amend: the whole term from the start).</translation>
    </message>
    <message>
        <source>renewal: the price the vendor offers; amend: the new unit price; per the contract's unit.</source>
        <translation>renewal: the price the vendor offers; amend: the new unit price; per the contract's unit.</translation>
    </message>
    <message>
        <source>After the signature.
  create --quote ID --number N --start YYYY-MM-DD --term MONTHS [--servers LIST] [--schedule TIERS --cap PERCENT] [--payment TEXT]
        the signed quote as a contract; servers and their acceptance from the delivery reports
  list | vendors | show --contract C | status --contract C --status active|ended
  server --contract C --server NAME [--accepted TIME]   name a server, or set when it passed acceptance
  outages --contract C [--outages FILE]   record outages from a CSV (server, start, end, cause, counted), or list them
  outages --contract C --report FILE --from TIME --until TIME [--server NAME]
        one outage from a server's health report (a GPU missing, a hardware Xid)
  outages --contract C --server NAME --from TIME --until TIME --cause TEXT [--not-counted]
        one outage by hand
  bill FILE --contract C --month YYYY-MM [--outages FILE] [--record [--accept-shown]] [--xlsx F] [--pdf F]
        the vendor's bill (.xlsx, .xls, CSV) matched against the contract: the reconciliation statement
  bills --contract C | approve --bill ID   the statements kept; approved for payment by someone else
  amend --contract C --number N --effective YYYY-MM-01 [--price AMOUNT] [--term MONTHS] [--server-count N] [--payment TEXT] [--schedule TIERS --cap PERCENT] [--reason TEXT]
        an amendment (补充协议) from the first day of a month; amendments --contract C lists them
  renewal --contract C [--months N] [--price AMOUNT] [--migration-days D]
        continuing weighed against the stored quotes and market prices for the same GPUs
  credits --month YYYY-MM --outages FILE (--quote ID | --fee AMOUNT --servers LIST)
        each server's availability in the month and the SLA credit due</source>
        <translation>After the signature.
  create --quote ID --number N --start YYYY-MM-DD --term MONTHS [--servers LIST] [--schedule TIERS --cap PERCENT] [--payment TEXT]
        the signed quote as a contract; servers and their acceptance from the delivery reports
  list | vendors | show --contract C | status --contract C --status active|ended
  server --contract C --server NAME [--accepted TIME]   name a server, or set when it passed acceptance
  outages --contract C [--outages FILE]   record outages from a CSV (server, start, end, cause, counted), or list them
  outages --contract C --report FILE --from TIME --until TIME [--server NAME]
        one outage from a server's health report (a GPU missing, a hardware Xid)
  outages --contract C --server NAME --from TIME --until TIME --cause TEXT [--not-counted]
        one outage by hand
  bill FILE --contract C --month YYYY-MM [--outages FILE] [--record [--accept-shown]] [--xlsx F] [--pdf F]
        the vendor's bill (.xlsx, .xls, CSV) matched against the contract: the reconciliation statement
  bills --contract C | approve --bill ID   the statements kept; approved for payment by someone else
  amend --contract C --number N --effective YYYY-MM-01 [--price AMOUNT] [--term MONTHS] [--server-count N] [--payment TEXT] [--schedule TIERS --cap PERCENT] [--reason TEXT]
        an amendment (补充协议) from the first day of a month; amendments --contract C lists them
  renewal --contract C [--months N] [--price AMOUNT] [--migration-days D]
        continuing weighed against the stored quotes and market prices for the same GPUs
  credits --month YYYY-MM --outages FILE (--quote ID | --fee AMOUNT --servers LIST)
        each server's availability in the month and the SLA credit due</translation>
    </message>
    <message>
        <source>Amended by %1 from %2: %3.</source>
        <translation>Amended by %1 from %2: %3.</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>'%1' is not a tier: write availability below : credit, in percent, e.g. 99.9:20,99:30,95:50</source>
        <translation>'%1' is not a tier: write availability below : credit, in percent, e.g. 99.9:20,99:30,95:50</translation>
    </message>
    <message>
        <source>two tiers below %1</source>
        <translation>two tiers below %1</translation>
    </message>
    <message>
        <source>give the credit tiers, e.g. 99.9:20,99:30,95:50</source>
        <translation>give the credit tiers, e.g. 99.9:20,99:30,95:50</translation>
    </message>
    <message>
        <source>'%1' is not a share of the month's fee: give a percent from 0 to 100</source>
        <translation>'%1' is not a share of the month's fee: give a percent from 0 to 100</translation>
    </message>
    <message>
        <source>%1; at most %2 of the month's fee</source>
        <translation>%1; at most %2 of the month's fee</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>a quoted field is not closed</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
    <message>
        <source>the file holds no outages: a header row (server, start, end, cause) and a row per outage</source>
        <translation>the file holds no outages: a header row (server, start, end, cause) and a row per outage</translation>
    </message>
    <message>
        <source>the header row must name the columns server, start and end (服务器, 开始, 结束)</source>
        <translation>the header row must name the columns server, start and end (服务器, 开始, 结束)</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1, line %2, column %3</translation>
    </message>
    <message>
        <source>the server is missing</source>
        <translation>the server is missing</translation>
    </message>
    <message>
        <source>'%1' is not a time: write 2026-11-03 14:20 (China time) or ISO 8601</source>
        <translation>'%1' is not a time: write 2026-11-03 14:20 (China time) or ISO 8601</translation>
    </message>
    <message>
        <source>the outage ends before it starts</source>
        <translation>the outage ends before it starts</translation>
    </message>
    <message>
        <source>'%1' is not yes or no (是/否)</source>
        <translation>'%1' is not yes or no (是/否)</translation>
    </message>
    <message>
        <source>the outage of line %1 names %2, which the contract does not hold (%3)</source>
        <translation>the outage of line %1 names %2, which the contract does not hold (%3)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <source>server-hours</source>
        <translation>server-hours</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-days</translation>
    </message>
    <message>
        <source>server-days</source>
        <translation>server-days</translation>
    </message>
    <message>
        <source>GPU-weeks</source>
        <translation>GPU-weeks</translation>
    </message>
    <message>
        <source>server-weeks</source>
        <translation>server-weeks</translation>
    </message>
    <message>
        <source>GPU-months</source>
        <translation>GPU-months</translation>
    </message>
    <message>
        <source>server-months</source>
        <translation>server-months</translation>
    </message>
    <message>
        <source>GPU-years</source>
        <translation>GPU-years</translation>
    </message>
    <message>
        <source>server-years</source>
        <translation>server-years</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>quantity and unit</comment>
        <extracomment>a quantity and its unit: 64 GPU-hours / 64 卡时</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>unit price %1</source>
        <translation>unit price %1</translation>
    </message>
    <message>
        <source>term and servers</source>
        <translation>term and servers</translation>
    </message>
    <message>
        <source>billing starts at acceptance</source>
        <translation>billing starts at acceptance</translation>
    </message>
    <message>
        <source>replacement within %1 h</source>
        <translation>replacement within %1 h</translation>
    </message>
    <message>
        <source>billing granularity: %1</source>
        <translation>billing granularity: %1</translation>
    </message>
    <message>
        <source>minimum term</source>
        <translation>minimum term</translation>
    </message>
    <message>
        <source>one-off fees</source>
        <translation>one-off fees</translation>
    </message>
    <message>
        <source>scope of the contract</source>
        <translation>scope of the contract</translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation>VAT %1</translation>
    </message>
    <message>
        <source>special VAT invoice</source>
        <translation>special VAT invoice</translation>
    </message>
    <message>
        <source>the bill's own figures</source>
        <translation>the bill's own figures</translation>
    </message>
    <message>
        <source>priced at %1, the contract's price is %2: %3 too much</source>
        <translation>priced at %1, the contract's price is %2: %3 too much</translation>
    </message>
    <message>
        <source>%1 more than the month holds for %2: %3</source>
        <translation>%1 more than the month holds for %2: %3</translation>
    </message>
    <message>
        <source>%1 billed before %2 passed acceptance: %3</source>
        <translation>%1 billed before %2 passed acceptance: %3</translation>
    </message>
    <message>
        <source>%1 billed while %2 was down beyond the %3 h the contract allows for a replacement: %4</source>
        <translation>%1 billed while %2 was down beyond the %3 h the contract allows for a replacement: %4</translation>
    </message>
    <message>
        <source>%1 from %2's time rounded up %3 where the contract bills %4: %5</source>
        <translation>%1 from %2's time rounded up %3 where the contract bills %4: %5</translation>
    </message>
    <message>
        <source>a minimum-term charge while the term runs and its months are billed: %1</source>
        <translation>a minimum-term charge while the term runs and its months are billed: %1</translation>
    </message>
    <message>
        <source>a one-off fee the contract does not hold, or holds once: %1</source>
        <translation>a one-off fee the contract does not hold, or holds once: %1</translation>
    </message>
    <message>
        <source>"%1" is not priced by the contract: %2</source>
        <translation>"%1" is not priced by the contract: %2</translation>
    </message>
    <message>
        <source>VAT at %1, the contract's rate is %2: %3 of VAT too much</source>
        <translation>VAT at %1, the contract's rate is %2: %3 of VAT too much</translation>
    </message>
    <message>
        <source>an ordinary invoice where the contract asks a special VAT invoice: input VAT of %1 cannot be deducted; ask for a special VAT invoice</source>
        <translation>an ordinary invoice where the contract asks a special VAT invoice: input VAT of %1 cannot be deducted; ask for a special VAT invoice</translation>
    </message>
    <message>
        <source>the bill states %1, its own figures give %2: %3</source>
        <translation>the bill states %1, its own figures give %2: %3</translation>
    </message>
    <message>
        <source>the line is of contract %1, not %2</source>
        <translation>the line is of contract %1, not %2</translation>
    </message>
    <message>
        <source>the line is of %1, the bill matched is of %2</source>
        <translation>the line is of %1, the bill matched is of %2</translation>
    </message>
    <message>
        <source>the line is in %1, the contract in %2</source>
        <translation>the line is in %1, the contract in %2</translation>
    </message>
    <message>
        <source>the line names no server; the contract holds %1</source>
        <translation>the line names no server; the contract holds %1</translation>
    </message>
    <message>
        <source>the contract names no servers yet: name them with 'gpuplan contract server'</source>
        <translation>the contract names no servers yet: name them with 'gpuplan contract server'</translation>
    </message>
    <message>
        <source>%1 is not a server of the contract (%2)</source>
        <translation>%1 is not a server of the contract (%2)</translation>
    </message>
    <message>
        <source>%1 is outside the contract's term (%2 to %3)</source>
        <translation>%1 is outside the contract's term (%2 to %3)</translation>
    </message>
    <message>
        <source>give the bill's month as YYYY-MM</source>
        <translation>give the bill's month as YYYY-MM</translation>
    </message>
    <message>
        <source>the workbook holds no worksheet</source>
        <translation>the workbook holds no worksheet</translation>
    </message>
    <message>
        <source>%1, sheet %2, row %3, column %4</source>
        <translation>%1, sheet %2, row %3, column %4</translation>
    </message>
    <message>
        <source>the cell cannot be read: %1</source>
        <translation>the cell cannot be read: %1</translation>
    </message>
    <message>
        <source>'%1' is not a month: write 2026-11 or 2026年11月</source>
        <translation>'%1' is not a month: write 2026-11 or 2026年11月</translation>
    </message>
    <message>
        <source>'%1' is not a currency: CNY, USD or EUR</source>
        <translation>'%1' is not a currency: CNY, USD or EUR</translation>
    </message>
    <message>
        <source>'%1' is not an amount</source>
        <translation>'%1' is not an amount</translation>
    </message>
    <message>
        <source>'%1' is not a quantity</source>
        <translation>'%1' is not a quantity</translation>
    </message>
    <message>
        <source>the quantity %1 is negative: a credit is a line of its own, with a negative amount</source>
        <translation>the quantity %1 is negative: a credit is a line of its own, with a negative amount</translation>
    </message>
    <message>
        <source>'%1' is not a unit the program knows: GPU-hour (卡时), server-month (台/月), GPU-day (卡天) …</source>
        <translation>'%1' is not a unit the program knows: GPU-hour (卡时), server-month (台/月), GPU-day (卡天) …</translation>
    </message>
    <message>
        <source>'%1' is not a unit price</source>
        <translation>'%1' is not a unit price</translation>
    </message>
    <message>
        <source>the amount is missing</source>
        <translation>the amount is missing</translation>
    </message>
    <message>
        <source>a negative amount is a credit: mark its type 赔付 or credit</source>
        <translation>a negative amount is a credit: mark its type 赔付 or credit</translation>
    </message>
    <message>
        <source>'%1' is not a VAT rate: write 6% or 0.06</source>
        <translation>'%1' is not a VAT rate: write 6% or 0.06</translation>
    </message>
    <message>
        <source>'%1' is not an invoice type: 专票 (special VAT invoice) or 普票 (ordinary invoice)</source>
        <translation>'%1' is not an invoice type: 专票 (special VAT invoice) or 普票 (ordinary invoice)</translation>
    </message>
    <message>
        <source>a line of rent needs its quantity and unit (e.g. 5760 卡时)</source>
        <translation>a line of rent needs its quantity and unit (e.g. 5760 卡时)</translation>
    </message>
    <message>
        <source>no header row names the bill's columns: at least 金额 (amount) and 数量 (quantity), with 服务器, 单位, 单价, 税率, 税额, 价税合计 as the bill has them</source>
        <translation>no header row names the bill's columns: at least 金额 (amount) and 数量 (quantity), with 服务器, 单位, 单价, 税率, 税额, 价税合计 as the bill has them</translation>
    </message>
    <message>
        <source>the bill holds no lines under its header</source>
        <translation>the bill holds no lines under its header</translation>
    </message>
    <message>
        <source>give the first day of the term, e.g. 2026-11-01</source>
        <translation>give the first day of the term, e.g. 2026-11-01</translation>
    </message>
    <message>
        <source>the term must be from 1 to 120 months</source>
        <translation>the term must be from 1 to 120 months</translation>
    </message>
    <message>
        <source>the contract must hold 1 to 10,000 servers</source>
        <translation>the contract must hold 1 to 10,000 servers</translation>
    </message>
    <message>
        <source>a server holds 1 to 64 GPUs</source>
        <translation>a server holds 1 to 64 GPUs</translation>
    </message>
    <message>
        <source>a spot quote cannot become a contract: its servers may be reclaimed</source>
        <translation>a spot quote cannot become a contract: its servers may be reclaimed</translation>
    </message>
    <message>
        <source>response and replacement times must be from 0 to 720 hours</source>
        <translation>response and replacement times must be from 0 to 720 hours</translation>
    </message>
    <message>
        <source>%1 servers are named, the contract holds %2</source>
        <translation>%1 servers are named, the contract holds %2</translation>
    </message>
    <message>
        <source>a server needs a name</source>
        <translation>a server needs a name</translation>
    </message>
    <message>
        <source>the server %1 is named twice</source>
        <translation>the server %1 is named twice</translation>
    </message>
    <message>
        <source>give the contract's number as the parties wrote it (合同编号): the vendor's bills name it</source>
        <translation>give the contract's number as the parties wrote it (合同编号): the vendor's bills name it</translation>
    </message>
    <message>
        <source>contracts are kept in a database: give --database</source>
        <translation>contracts are kept in a database: give --database</translation>
    </message>
    <message>
        <source>the outage of line %1 names %2, which contract %3 does not hold (%4)</source>
        <translation>the outage of line %1 names %2, which contract %3 does not hold (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the bill could not be matched (listed above); nothing was kept. Correct the file, or keep the rows shown with --accept-shown</source>
        <translation><numerusform>%n row of the bill could not be matched (listed above); nothing was kept. Correct the file, or keep the rows shown with --accept-shown</numerusform><numerusform>%n rows of the bill could not be matched (listed above); nothing was kept. Correct the file, or keep the rows shown with --accept-shown</numerusform></translation>
    </message>
    <message>
        <source>there is no contract %1 ('gpuplan contract list' shows them)</source>
        <translation>there is no contract %1 ('gpuplan contract list' shows them)</translation>
    </message>
    <message>
        <source>contract %1's stored SLA '%2' cannot be read: %3</source>
        <translation>contract %1's stored SLA '%2' cannot be read: %3</translation>
    </message>
    <message>
        <source>contract %1 is already on record (id %2)</source>
        <translation>contract %1 is already on record (id %2)</translation>
    </message>
    <message>
        <source>give the server's name</source>
        <translation>give the server's name</translation>
    </message>
    <message>
        <source>contract %1 holds %2 servers, all named (%3)</source>
        <translation>contract %1 holds %2 servers, all named (%3)</translation>
    </message>
    <message>
        <source>the acceptance falls after the term ends (%1)</source>
        <translation>the acceptance falls after the term ends (%1)</translation>
    </message>
    <message>
        <source>'%1' is not a contract status: active or ended</source>
        <translation>'%1' is not a contract status: active or ended</translation>
    </message>
    <message>
        <source>the bill of %1 was approved for payment by %2; it is not replaced</source>
        <translation>the bill of %1 was approved for payment by %2; it is not replaced</translation>
    </message>
    <message>
        <source>there is no bill %1 ('gpuplan contract bills' lists them)</source>
        <translation>there is no bill %1 ('gpuplan contract bills' lists them)</translation>
    </message>
    <message>
        <source>the bill was approved for payment by %1 on %2</source>
        <translation>the bill was approved for payment by %1 on %2</translation>
    </message>
    <message>
        <source>the bill was prepared by %1; someone else must approve it for payment (separation of duties)</source>
        <translation>the bill was prepared by %1; someone else must approve it for payment (separation of duties)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1, row %2</translation>
    </message>
    <message>
        <source>Switch to %1 (quote %2) or renegotiate: it saves %3 over %4 months after switching costs; renewing is cheaper at a price of %5 or less.</source>
        <translation>Switch to %1 (quote %2) or renegotiate: it saves %3 over %4 months after switching costs; renewing is cheaper at a price of %5 or less.</translation>
    </message>
    <message>
        <source>Renew, or ask vendors for quotes first: no stored quote costs less than continuing (%1 over %2 months), but the market reference "%3" (%4) would cost %5.</source>
        <translation>Renew, or ask vendors for quotes first: no stored quote costs less than continuing (%1 over %2 months), but the market reference "%3" (%4) would cost %5.</translation>
    </message>
    <message>
        <source>Renew: continuing costs %1 over %2 months, less than any quote or market price on record.</source>
        <translation>Renew: continuing costs %1 over %2 months, less than any quote or market price on record.</translation>
    </message>
    <message>
        <source>the renewal term must be 0 to 120 months, the migration 0 to 365 days</source>
        <translation>the renewal term must be 0 to 120 months, the migration 0 to 365 days</translation>
    </message>
    <message>
        <source>the renewal price must be above zero, in the contract's currency (%1)</source>
        <translation>the renewal price must be above zero, in the contract's currency (%1)</translation>
    </message>
    <message>
        <source> Switching also ties up a deposit of %1, paid up front and returned at the end of its term.</source>
        <translation> Switching also ties up a deposit of %1, paid up front and returned at the end of its term.</translation>
    </message>
    <message>
        <source>no contract with this buyer on record: the whole weight</source>
        <translation>no contract with this buyer on record: the whole weight</translation>
    </message>
    <message>
        <source>%1 of %2 monthly statements disputed</source>
        <translation>%1 of %2 monthly statements disputed</translation>
    </message>
    <message>
        <source>no monthly statement kept</source>
        <translation>no monthly statement kept</translation>
    </message>
    <message>
        <source>%1 of %2 server-months with an SLA credit</source>
        <translation>%1 of %2 server-months with an SLA credit</translation>
    </message>
    <message>
        <source>no server-month billed</source>
        <translation>no server-month billed</translation>
    </message>
    <message>
        <source>%1 of %2 delivery reports with a failed item</source>
        <translation>%1 of %2 delivery reports with a failed item</translation>
    </message>
    <message>
        <source>no delivery report</source>
        <translation>no delivery report</translation>
    </message>
    <message>
        <source>%1 of %2 servers accepted late</source>
        <translation>%1 of %2 servers accepted late</translation>
    </message>
    <message>
        <source>no server accepted</source>
        <translation>no server accepted</translation>
    </message>
    <message>
        <source>the report is of %1, which contract %2 does not hold (%3): name the server</source>
        <translation>the report is of %1, which contract %2 does not hold (%3): name the server</translation>
    </message>
    <message>
        <source>server</source>
        <translation>server</translation>
    </message>
    <message>
        <source>name the server that was down, one of %1</source>
        <translation>name the server that was down, one of %1</translation>
    </message>
    <message>
        <source>contract %1 holds no server %2 (it holds %3)</source>
        <translation>contract %1 holds no server %2 (it holds %3)</translation>
    </message>
    <message>
        <source>give when the outage began and ended, e.g. 2026-11-03 14:20 (China time)</source>
        <translation>give when the outage began and ended, e.g. 2026-11-03 14:20 (China time)</translation>
    </message>
    <message>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>say what happened (the cause), e.g. GPU 3 fell off the bus, replaced</source>
        <translation>say what happened (the cause), e.g. GPU 3 fell off the bus, replaced</translation>
    </message>
    <message>
        <source>cause</source>
        <translation>cause</translation>
    </message>
    <message>
        <source>give the amendment's number as the parties wrote it, e.g. BC-2026-118-01</source>
        <translation>give the amendment's number as the parties wrote it, e.g. BC-2026-118-01</translation>
    </message>
    <message>
        <source>amendment number</source>
        <translation>amendment number</translation>
    </message>
    <message>
        <source>an amendment takes effect on the first day of a month (bills are matched month by month), e.g. 2027-01-01</source>
        <translation>an amendment takes effect on the first day of a month (bills are matched month by month), e.g. 2027-01-01</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>effective</translation>
    </message>
    <message>
        <source>the amendment must take effect after the term starts (%1) and before it ends (%2)</source>
        <translation>the amendment must take effect after the term starts (%1) and before it ends (%2)</translation>
    </message>
    <message>
        <source>the contract is priced in %1</source>
        <translation>the contract is priced in %1</translation>
    </message>
    <message>
        <source>unit price</source>
        <translation>unit price</translation>
    </message>
    <message>
        <source>the amendment changes nothing: give a new unit price, term, number of servers, payment terms or SLA</source>
        <translation>the amendment changes nothing: give a new unit price, term, number of servers, payment terms or SLA</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>amendment</translation>
    </message>
    <message>
        <source>a term of %1 months ends on %2, before the amendment takes effect</source>
        <translation>a term of %1 months ends on %2, before the amendment takes effect</translation>
    </message>
    <message>
        <source>term</source>
        <translation>term</translation>
    </message>
    <message>
        <source>unit price %1 → %2</source>
        <translation>unit price %1 → %2</translation>
    </message>
    <message>
        <source>term %1 → %2 months</source>
        <translation>term %1 → %2 months</translation>
    </message>
    <message>
        <source>servers %1 → %2</source>
        <translation>servers %1 → %2</translation>
    </message>
    <message>
        <source>payment terms “%1” → “%2”</source>
        <translation>payment terms “%1” → “%2”</translation>
    </message>
    <message>
        <source>SLA %1 → %2</source>
        <translation>SLA %1 → %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>the statement of %1 is kept, matched against the terms then in force: an amendment may take effect from %2 at the earliest</source>
        <translation>the statement of %1 is kept, matched against the terms then in force: an amendment may take effect from %2 at the earliest</translation>
    </message>
    <message>
        <source>amendment %1 of contract %2 is already on record</source>
        <translation>amendment %1 of contract %2 is already on record</translation>
    </message>
    <message>
        <source>contract %1 was changed by someone else meanwhile: read it again and retry</source>
        <translation>contract %1 was changed by someone else meanwhile: read it again and retry</translation>
    </message>
</context>
<context>
    <name>ContractFit</name>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>≤ %1 (quoted)</source>
        <translation>≤ %1 (quoted)</translation>
    </message>
    <message>
        <source>≤ %1 quoted, short of the standard ≤ %2: settle it before signing</source>
        <translation>≤ %1 quoted, short of the standard ≤ %2: settle it before signing</translation>
    </message>
    <message>
        <source>≥ %1 GB (quoted %2 GB)</source>
        <translation>≥ %1 GB (quoted %2 GB)</translation>
    </message>
    <message>
        <source>≥ %1 (quoted %2 cores)</source>
        <translation>≥ %1 (quoted %2 cores)</translation>
    </message>
    <message>
        <source>≥ %1; the quote's %2 cores are fewer than one per GPU</source>
        <translation>≥ %1; the quote's %2 cores are fewer than one per GPU</translation>
    </message>
    <message>
        <source>not applicable: one server, no network between servers</source>
        <translation>not applicable: one server, no network between servers</translation>
    </message>
    <message>
        <source>%1 servers over Ethernet: no RDMA to test, and training across servers needs it</source>
        <translation>%1 servers over Ethernet: no RDMA to test, and training across servers needs it</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>RDMA ≥ 100 Gb/s; the quote's %1 at %2 Gb/s falls short</source>
        <translation>RDMA ≥ 100 Gb/s; the quote's %1 at %2 Gb/s falls short</translation>
    </message>
    <message>
        <source>≥ 100 Gb/s (quoted %1, %2 Gb/s)</source>
        <translation>≥ 100 Gb/s (quoted %1, %2 Gb/s)</translation>
    </message>
    <message>
        <source>NVMe; the quote offers hard disks</source>
        <translation>NVMe; the quote offers hard disks</translation>
    </message>
    <message>
        <source>≥ %1 GB; the quote's %2 GB falls short: agree whether the job needs it</source>
        <translation>≥ %1 GB; the quote's %2 GB falls short: agree whether the job needs it</translation>
    </message>
    <message>
        <source>≤ %1 (quoted; the purchase required ≤ %2)</source>
        <translation>≤ %1 (quoted; the purchase required ≤ %2)</translation>
    </message>
    <message>
        <source>not quoted; the purchase required ≤ %1</source>
        <translation>not quoted; the purchase required ≤ %1</translation>
    </message>
    <message>
        <source>≤ %1 quoted, above the ≤ %2 the purchase required: settle it before signing</source>
        <translation>≤ %1 quoted, above the ≤ %2 the purchase required: settle it before signing</translation>
    </message>
    <message>
        <source>The award's amount %1 incl. VAT (%2), VAT at %3 % on a %4, for this job as awarded in %5: %6</source>
        <translation>The award's amount %1 incl. VAT (%2), VAT at %3 % on a %4, for this job as awarded in %5: %6</translation>
    </message>
    <message>
        <source>%1 (required in %2)</source>
        <translation>%1 (required in %2)</translation>
    </message>
</context>
<context>
    <name>CostOverTime</name>
    <message>
        <source>buying needs a server price</source>
        <translation>buying needs a server price</translation>
    </message>
    <message>
        <source>%1 never beats %2, even with the GPUs busy all %3 hours of a month</source>
        <translation>%1 never beats %2, even with the GPUs busy all %3 hours of a month</translation>
    </message>
    <message>
        <source>%1 beats %2 above %3 hours of use a month (%4% of the time)</source>
        <translation>%1 beats %2 above %3 hours of use a month (%4% of the time)</translation>
    </message>
    <message>
        <source>the need must be between 0 and 1200 months</source>
        <translation>the need must be between 0 and 1200 months</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%1 for a need of %n month(s)</source>
        <translation><numerusform>%1 for a need of %n month</numerusform><numerusform>%1 for a need of %n months</numerusform></translation>
    </message>
    <message>
        <source>%1 from %2 months on</source>
        <translation>%1 from %2 months on</translation>
    </message>
    <message>
        <source>%1 for needs of %2–%3 months</source>
        <translation>%1 for needs of %2–%3 months</translation>
    </message>
    <message>
        <source>Cheapest way to pay, by how long you need the GPUs: %1.</source>
        <translation>Cheapest way to pay, by how long you need the GPUs: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>the horizon must be above zero and at most %1 months (100 years)</source>
        <translation>the horizon must be above zero and at most %1 months (100 years)</translation>
    </message>
    <message>
        <source>amortised ownership: %1 × %2 GPUs × %3 h</source>
        <translation>amortised ownership: %1 × %2 GPUs × %3 h</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 hours</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 months</translation>
    </message>
    <message>
        <source>For a need of %1, used %2% of the time, %3 is the cheapest guaranteed way to pay, at %4.</source>
        <translation>For a need of %1, used %2% of the time, %3 is the cheapest guaranteed way to pay, at %4.</translation>
    </message>
    <message>
        <source>The other terms: %1.</source>
        <translation>The other terms: %1.</translation>
    </message>
    <message>
        <source>Spot capacity would cost %1, but it is not guaranteed.</source>
        <translation>Spot capacity would cost %1, but it is not guaranteed.</translation>
    </message>
    <message>
        <source>For a need of %1, only spot capacity is priced: %2, not guaranteed.</source>
        <translation>For a need of %1, only spot capacity is priced: %2, not guaranteed.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation><numerusform>%n month</numerusform><numerusform>%n months</numerusform></translation>
    </message>
    <message>
        <source>buying the servers (cash outlay) %1</source>
        <translation>buying the servers (cash outlay) %1</translation>
    </message>
</context>
<context>
    <name>CostQuestion</name>
    <message>
        <source>at most %1 months (100 years)</source>
        <translation>at most %1 months (100 years)</translation>
    </message>
</context>
<context>
    <name>DataFile</name>
    <message>
        <source>%1 line %2, column %3 (%4)</source>
        <translation>%1 line %2, column %3 (%4)</translation>
    </message>
    <message>
        <source>expected the column '%1', found '%2'</source>
        <translation>expected the column '%1', found '%2'</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>expected %1 fields, found %2</translation>
    </message>
</context>
<context>
    <name>DataSources</name>
    <message>
        <source>GPU catalog</source>
        <translation>GPU catalog</translation>
    </message>
    <message>
        <source>vendors' datasheets, one source per GPU</source>
        <translation>vendors' datasheets, one source per GPU</translation>
    </message>
    <message>
        <source>Reference rental prices</source>
        <translation>Reference rental prices</translation>
    </message>
    <message>
        <source>dated price points of rental platforms and clouds, by region</source>
        <translation>dated price points of rental platforms and clouds, by region</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Exchange rates</translation>
    </message>
    <message>
        <source>indicative rates into CNY; check the central parity on the day you sign</source>
        <translation>indicative rates into CNY; check the central parity on the day you sign</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>database error: %1</source>
        <translation>database error: %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file</source>
        <translation>%1 is a folder, not a database file</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a usable SQLite database: %2</source>
        <translation>%1 is not a usable SQLite database: %2</translation>
    </message>
    <message>
        <source>%1 has schema version %2, newer than this program's %3; update the program</source>
        <translation>%1 has schema version %2, newer than this program's %3; update the program</translation>
    </message>
    <message>
        <source>migration script missing</source>
        <translation>migration script missing</translation>
    </message>
    <message>
        <source>the database is in use by another program (locked) and did not become free within 10 seconds; try again when it has finished</source>
        <translation>the database is in use by another program (locked) and did not become free within 10 seconds; try again when it has finished</translation>
    </message>
    <message>
        <source>database</source>
        <translation>database</translation>
    </message>
    <message>
        <source>the database file is read-only; nothing was changed</source>
        <translation>the database file is read-only; nothing was changed</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8 text; rename the file (two such names could otherwise open the same database)</source>
        <translation>the file name is not valid UTF-8 text; rename the file (two such names could otherwise open the same database)</translation>
    </message>
    <message>
        <source>%1 is not a SQLite database (%2); nothing was changed</source>
        <translation>%1 is not a SQLite database (%2); nothing was changed</translation>
    </message>
    <message>
        <source>%1 is another program's SQLite database (it has tables, but not GPU Rental Planner's); it was not changed. Give a new file name or the planner's own database</source>
        <translation>%1 is another program's SQLite database (it has tables, but not GPU Rental Planner's); it was not changed. Give a new file name or the planner's own database</translation>
    </message>
    <message>
        <source>%1 is read-only and needs an upgrade to schema %2 (it has %3); make it writable once</source>
        <translation>%1 is read-only and needs an upgrade to schema %2 (it has %3); make it writable once</translation>
    </message>
    <message>
        <source>the database %1 is read-only; nothing was changed</source>
        <translation>the database %1 is read-only; nothing was changed</translation>
    </message>
    <message>
        <source>the database file name is empty; without one, the database in your data folder is used</source>
        <translation>the database file name is empty; without one, the database in your data folder is used</translation>
    </message>
    <message>
        <source>the database file is damaged (%1); nothing was changed. 'gpuplan db check' lists the damage; restore a backup, or give a new file with --database</source>
        <translation>the database file is damaged (%1); nothing was changed. 'gpuplan db check' lists the damage; restore a backup, or give a new file with --database</translation>
    </message>
    <message>
        <source>the database %1 is damaged: its schema version '%2' is not a version number; nothing was changed. Restore a backup, or give a new file with --database</source>
        <translation>the database %1 is damaged: its schema version '%2' is not a version number; nothing was changed. Restore a backup, or give a new file with --database</translation>
    </message>
    <message>
        <source>the database file %1 is damaged (%2); nothing was changed. 'gpuplan db check' lists the damage; restore a backup, or give a new file with --database</source>
        <translation>the database file %1 is damaged (%2); nothing was changed. 'gpuplan db check' lists the damage; restore a backup, or give a new file with --database</translation>
    </message>
    <message>
        <source>upgrading the database to schema %1 failed, nothing of it was kept: %2</source>
        <translation>upgrading the database to schema %1 failed, nothing of it was kept: %2</translation>
    </message>
    <message>
        <source>cannot connect to the team database %1: %2</source>
        <translation>cannot connect to the team database %1: %2</translation>
    </message>
    <message>
        <source>the team database %1 needs an upgrade to schema %2 (it has %3), which your role (a viewer) cannot make; ask a buyer to open it once</source>
        <translation>the team database %1 needs an upgrade to schema %2 (it has %3), which your role (a viewer) cannot make; ask a buyer to open it once</translation>
    </message>
    <message>
        <source>your role on the team database %1 may read but not change it (a viewer); nothing was changed. Ask its administrator for a buyer's role</source>
        <translation>your role on the team database %1 may read but not change it (a viewer); nothing was changed. Ask its administrator for a buyer's role</translation>
    </message>
    <message>
        <source>'%1' is not a database address; write postgresql://user@host:port/database (a Unix socket: postgresql://user@/database?host=/run/postgresql)</source>
        <translation>'%1' is not a database address; write postgresql://user@host:port/database (a Unix socket: postgresql://user@/database?host=/run/postgresql)</translation>
    </message>
    <message>
        <source>the address holds a password; leave it out, so that it is not kept in the settings or in the shell's history, and put it in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD</source>
        <translation>the address holds a password; leave it out, so that it is not kept in the settings or in the shell's history, and put it in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt is not installed (Debian: apt-get install libqt6sql6-psql); the local database works without it</source>
        <translation>the PostgreSQL driver of Qt is not installed (Debian: apt-get install libqt6sql6-psql); the local database works without it</translation>
    </message>
    <message>
        <source>your role on the team database may read but not change it (a viewer); nothing was changed. Ask its administrator for a buyer's role</source>
        <translation>your role on the team database may read but not change it (a viewer); nothing was changed. Ask its administrator for a buyer's role</translation>
    </message>
    <message>
        <source>the connection to the team database was lost (%1); nothing of this change was kept</source>
        <translation>the connection to the team database was lost (%1); nothing of this change was kept</translation>
    </message>
    <message>
        <source>both databases must be at schema %1 (the source has %2, the target %3)</source>
        <translation>both databases must be at schema %1 (the source has %2, the target %3)</translation>
    </message>
    <message>
        <source>%1 is not empty (its table %2 has rows); copy into a new file or an empty database, nothing was changed</source>
        <translation>%1 is not empty (its table %2 has rows); copy into a new file or an empty database, nothing was changed</translation>
    </message>
    <message>
        <source>the copy of table %1 differs from the source (%2 rows, %3 copied); nothing was kept</source>
        <translation>the copy of table %1 differs from the source (%2 rows, %3 copied); nothing was kept</translation>
    </message>
    <message>
        <source>the connection to the team database %1 was lost and cannot be made again yet (%2); trying again</source>
        <translation>the connection to the team database %1 was lost and cannot be made again yet (%2); trying again</translation>
    </message>
    <message>
        <source>connected to the team database %1 again, but cannot listen for the team's changes</source>
        <translation>connected to the team database %1 again, but cannot listen for the team's changes</translation>
    </message>
    <message>
        <source>the team database %1 asks a password for %2, and none was found: put it in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD; the desktop can keep it in the system keyring</source>
        <translation>the team database %1 asks a password for %2, and none was found: put it in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD; the desktop can keep it in the system keyring</translation>
    </message>
    <message>
        <source>the team database %1 refused the password given for %2; nothing was kept</source>
        <translation>the team database %1 refused the password given for %2; nothing was kept</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, pipe or socket); a database is a file: give its name, or a new one</source>
        <translation>%1 is not a regular file (a device, pipe or socket); a database is a file: give its name, or a new one</translation>
    </message>
    <message>
        <source>the address's parameter '%1' is not one libpq takes (or its value holds a ';'), so the connection could not be made as asked; nothing was opened</source>
        <translation>the address's parameter '%1' is not one libpq takes (or its value holds a ';'), so the connection could not be made as asked; nothing was opened</translation>
    </message>
    <message>
        <source>%1: no such database file (nothing was created); give the database to copy</source>
        <translation>%1: no such database file (nothing was created); give the database to copy</translation>
    </message>
    <message>
        <source>%1 holds no planner database; nothing to copy</source>
        <translation>%1 holds no planner database; nothing to copy</translation>
    </message>
    <message>
        <source>the team database %1 has schema %2, this program's is %3: a buyer opens it once with this program to upgrade it, then copy it</source>
        <translation>the team database %1 has schema %2, this program's is %3: a buyer opens it once with this program to upgrade it, then copy it</translation>
    </message>
    <message>
        <source>%1 is not empty; copy into a new file or an empty database, nothing was changed</source>
        <translation>%1 is not empty; copy into a new file or an empty database, nothing was changed</translation>
    </message>
    <message>
        <source>'%1' looks like a team database address but is not one: write postgresql://user@host:port/database (lower case, two slashes)</source>
        <translation>'%1' looks like a team database address but is not one: write postgresql://user@host:port/database (lower case, two slashes)</translation>
    </message>
    <message>
        <source>upgrading the database to schema 14 found a row of %1 whose reference is broken; nothing was changed</source>
        <translation>upgrading the database to schema 14 found a row of %1 whose reference is broken; nothing was changed</translation>
    </message>
    <message>
        <source>no reason given: the connection may have been closed</source>
        <translation>no reason given: the connection may have been closed</translation>
    </message>
    <message>
        <source>the disk is full; nothing of this change was kept</source>
        <translation>the disk is full; nothing of this change was kept</translation>
    </message>
    <message>
        <source>the team database is at schema %1 and this program needs %2; only the tables' owner can upgrade it: ask its administrator to run 'gpuplan db roles' with this version. Nothing was changed</source>
        <translation>the team database is at schema %1 and this program needs %2; only the tables' owner can upgrade it: ask its administrator to run 'gpuplan db roles' with this version. Nothing was changed</translation>
    </message>
    <message>
        <source>the team database refused this change (%1); nothing was changed</source>
        <translation>the team database refused this change (%1); nothing was changed</translation>
    </message>
</context>
<context>
    <name>Desktop</name>
    <message>
        <source>Plan files (.gpuplan) to open, quote CSV files to import or acceptance reports to check.</source>
        <translation>Plan files (.gpuplan) to open, quote CSV files to import or acceptance reports to check.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>empty: made from the date</source>
        <translation>empty: made from the date</translation>
    </message>
    <message>
        <source>Chinese and English</source>
        <translation>Chinese and English</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinese</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Customer or project</source>
        <translation>Customer or project</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Prepared by</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>Document number</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Languages</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>Printed on the document's first page and in its file name; offered again next time.</source>
        <translation>Printed on the document's first page and in its file name; offered again next time.</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Wrote %1.</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Open file</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Show folder</translation>
    </message>
</context>
<context>
    <name>Docs</name>
    <message>
        <source>Language: zh or en.</source>
        <translation>Language: zh or en.</translation>
    </message>
    <message>
        <source>Save a screenshot of the window and quit.</source>
        <translation>Save a screenshot of the window and quit.</translation>
    </message>
    <message>
        <source>Open on this area (0 plan, 1 quotes, 2 checklists, 3 GPU catalog, 4 quick estimate).</source>
        <translation>Open on this area (0 plan, 1 quotes, 2 checklists, 3 GPU catalog, 4 quick estimate).</translation>
    </message>
    <message>
        <source>GPU Rental Planner</source>
        <translation>GPU Rental Planner</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>plan and quote GPU rentals: the desktop application</source>
        <translation>plan and quote GPU rentals: the desktop application</translation>
    </message>
    <message>
        <source>plan and quote GPU rentals from the command line</source>
        <translation>plan and quote GPU rentals from the command line</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>SYNOPSIS</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>DESCRIPTION</translation>
    </message>
    <message>
        <source>The desktop application of GPU Rental Planner: the plan area (configurations, cost over time, the buyer's statements), the planning wizard, vendor quotes, contract and acceptance checklists, the GPU catalog and the quick estimate, in Chinese and English.</source>
        <translation>The desktop application of GPU Rental Planner: the plan area (configurations, cost over time, the buyer's statements), the planning wizard, vendor quotes, contract and acceptance checklists, the GPU catalog and the quick estimate, in Chinese and English.</translation>
    </message>
    <message>
        <source>FILE may be a saved plan (.gpuplan), which is opened; a quote CSV file, which is previewed for import into the quotes area; or an acceptance report written by the acceptance script, which is checked against a quote's contract on the checklists area. Nothing is written without the user's confirmation.</source>
        <translation>FILE may be a saved plan (.gpuplan), which is opened; a quote CSV file, which is previewed for import into the quotes area; or an acceptance report written by the acceptance script, which is checked against a quote's contract on the checklists area. Nothing is written without the user's confirmation.</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>OPTIONS</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Show this help.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Show the version.</translation>
    </message>
    <message>
        <source>The command line of GPU Rental Planner, over the same core as the desktop application: memory per GPU, the configurations that can run a job, their time and cost under every way of renting, vendor quotes, contract and acceptance checklists, and PDF and Excel reports. Every command takes --help, --json, --lang zh|en and --database PATH.</source>
        <translation>The command line of GPU Rental Planner, over the same core as the desktop application: memory per GPU, the configurations that can run a job, their time and cost under every way of renting, vendor quotes, contract and acceptance checklists, and PDF and Excel reports. Every command takes --help, --json, --lang zh|en and --database PATH.</translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation>COMMANDS</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options:</translation>
    </message>
    <message>
        <source>GLOBAL OPTIONS</source>
        <translation>GLOBAL OPTIONS</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>EXIT STATUS</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>failed (for acceptance check: a check failed)</source>
        <translation>failed (for acceptance check: a check failed)</translation>
    </message>
    <message>
        <source>bad input; the message names the option and what is allowed</source>
        <translation>bad input; the message names the option and what is allowed</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>EXAMPLES</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>FILES</translation>
    </message>
    <message>
        <source>The default database: quotes, checklists, saved plans, the user's GPU catalog.</source>
        <translation>The default database: quotes, checklists, saved plans, the user's GPU catalog.</translation>
    </message>
    <message>
        <source>The settings shared by the desktop application and the command line.</source>
        <translation>The settings shared by the desktop application and the command line.</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>ENVIRONMENT</translation>
    </message>
    <message>
        <source>The language when none is set (zh_CN.* gives Chinese, anything else English).</source>
        <translation>The language when none is set (zh_CN.* gives Chinese, anything else English).</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>SEE ALSO</translation>
    </message>
    <message>
        <source>The README in /usr/share/doc/gpu-rental-planner/ describes every figure's formula and source.</source>
        <translation>The README in /usr/share/doc/gpu-rental-planner/ describes every figure's formula and source.</translation>
    </message>
    <message>
        <source>Database: a SQLite file (default: the one used last) or a team database, postgresql://user@host:port/database.</source>
        <translation>Database: a SQLite file (default: the one used last) or a team database, postgresql://user@host:port/database.</translation>
    </message>
</context>
<context>
    <name>EstimateModel</name>
    <message>
        <source>not a JSON object: %1</source>
        <translation>not a JSON object: %1</translation>
    </message>
    <message>
        <source>%1 s (%2–%3 s)</source>
        <translation>%1 s (%2–%3 s)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min (%2–%3 min)</source>
        <translation>%1 min (%2–%3 min)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h (%2–%3 h)</source>
        <translation>%1 h (%2–%3 h)</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days (%2–%3 days)</source>
        <translation>%1 days (%2–%3 days)</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>a value is out of range: a work size ≥ 0, bands with low ≤ 1 ≤ high, a failure rate below 0.01 per GPU-hour, a hardware share from 0 to 1, factors from 0.2 to 5 (the whole-run factor at least 1)</source>
        <translation>a value is out of range: a work size ≥ 0, bands with low ≤ 1 ≤ high, a failure rate below 0.01 per GPU-hour, a hardware share from 0 to 1, factors from 0.2 to 5 (the whole-run factor at least 1)</translation>
    </message>
    <message>
        <source>other</source>
        <translation>other</translation>
    </message>
</context>
<context>
    <name>ExportControls</name>
    <message>
        <source>name at least one GPU id</source>
        <translation>name at least one GPU id</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD)</source>
        <translation>'%1' is not a date (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>the rule (English and Chinese) and its source are required</source>
        <translation>the rule (English and Chinese) and its source are required</translation>
    </message>
    <message>
        <source>%1 (since %2%3)</source>
        <translation>%1 (since %2%3)</translation>
    </message>
    <message>
        <source>; unverified</source>
        <translation>; unverified</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Model size</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Global batch</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrency</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Context</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>Number of GPUs</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs per server</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>Tensor parallel degree</translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation>Pipeline parallel degree</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <source>Interleaved pipeline stages</source>
        <translation>Interleaved pipeline stages</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>NIC speed</source>
        <translation>NIC speed</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>NICs per server</translation>
    </message>
    <message>
        <source>Maximum GPUs</source>
        <translation>Maximum GPUs</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>Compute efficiency</translation>
    </message>
    <message>
        <source>Maximum servers</source>
        <translation>Maximum servers</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Rental term</source>
        <translation>Rental term</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recomputation</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation>Sort order</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>Dataset size</translation>
    </message>
    <message>
        <source>Rental duration</source>
        <translation>Rental duration</translation>
    </message>
    <message>
        <source>Target throughput</source>
        <translation>Target throughput</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV heads</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN size</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>Saved plan name</source>
        <translation>Saved plan name</translation>
    </message>
    <message>
        <source>Checklist template</source>
        <translation>Checklist template</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Server price</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>VAT rate</translation>
    </message>
    <message>
        <source>Server power</source>
        <translation>Server power</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Electricity price</translation>
    </message>
    <message>
        <source>Years of use</source>
        <translation>Years of use</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Cost of capital</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Residual value</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Exchange rate</translation>
    </message>
    <message>
        <source>Chart horizon</source>
        <translation>Chart horizon</translation>
    </message>
    <message>
        <source>Need</source>
        <translation>Need</translation>
    </message>
    <message>
        <source>Job hours</source>
        <translation>Job hours</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Quotes</translation>
    </message>
    <message>
        <source>Quote ids</source>
        <translation>Quote ids</translation>
    </message>
    <message>
        <source>GPUs without an offer in the region</source>
        <translation>GPUs without an offer in the region</translation>
    </message>
    <message>
        <source>Steady-state speed only</source>
        <translation>Steady-state speed only</translation>
    </message>
    <message>
        <source>Offloading to host RAM</source>
        <translation>Offloading to host RAM</translation>
    </message>
    <message>
        <source>Context-parallel degree</source>
        <translation>Context-parallel degree</translation>
    </message>
    <message>
        <source>Expert-parallel degree</source>
        <translation>Expert-parallel degree</translation>
    </message>
    <message>
        <source>Training software</source>
        <translation>Training software</translation>
    </message>
</context>
<context>
    <name>GpuCatalog</name>
    <message>
        <source>a value is required</source>
        <translation>a value is required</translation>
    </message>
    <message>
        <source>'%1' is not a non-negative number</source>
        <translation>'%1' is not a non-negative number</translation>
    </message>
    <message>
        <source>'%1' is not one of SXM, PCIe, OAM, Module</source>
        <translation>'%1' is not one of SXM, PCIe, OAM, Module</translation>
    </message>
    <message>
        <source>'%1' is not one of entry, advanced, flagship</source>
        <translation>'%1' is not one of entry, advanced, flagship</translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation>must be between 0 and 1</translation>
    </message>
    <message>
        <source>duplicate id '%1'</source>
        <translation>duplicate id '%1'</translation>
    </message>
    <message>
        <source>the catalog holds no GPUs</source>
        <translation>the catalog holds no GPUs</translation>
    </message>
    <message>
        <source>no GPU name given</source>
        <translation>no GPU name given</translation>
    </message>
    <message>
        <source>'%1' matches several GPUs: %2; give one of these ids</source>
        <translation>'%1' matches several GPUs: %2; give one of these ids</translation>
    </message>
    <message>
        <source>'%1' is not a whole number from %2 to %3</source>
        <translation>'%1' is not a whole number from %2 to %3</translation>
    </message>
    <message>
        <source>unknown GPU '%1'; give one of the GPU catalog's ids</source>
        <translation>unknown GPU '%1'; give one of the GPU catalog's ids</translation>
    </message>
    <message>
        <source>'%1' is not a date (2026-11 or 2026-11-30)</source>
        <translation>'%1' is not a date (2026-11 or 2026-11-30)</translation>
    </message>
    <message>
        <source>'%1' is already an alias of %2</source>
        <translation>'%1' is already an alias of %2</translation>
    </message>
    <message>
        <source>the alias '%1' already names %2</source>
        <translation>the alias '%1' already names %2</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 4,096 GB</source>
        <translation>must be more than 0 and at most 4,096 GB</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 100,000 GB/s</source>
        <translation>must be more than 0 and at most 100,000 GB/s</translation>
    </message>
    <message>
        <source>at most 100,000 TFLOPS (dense, per GPU)</source>
        <translation>at most 100,000 TFLOPS (dense, per GPU)</translation>
    </message>
    <message>
        <source>at most 100,000 GB/s</source>
        <translation>at most 100,000 GB/s</translation>
    </message>
    <message>
        <source>'%1' is not a whole number from %2 to %3 (0 or empty: not known)</source>
        <translation>'%1' is not a whole number from %2 to %3 (0 or empty: not known)</translation>
    </message>
</context>
<context>
    <name>GpuModel</name>
    <message>
        <source>entry (16–24 GB)</source>
        <translation>entry (16–24 GB)</translation>
    </message>
    <message>
        <source>advanced (32–48 GB)</source>
        <translation>advanced (32–48 GB)</translation>
    </message>
    <message>
        <source>flagship (≥80 GB)</source>
        <translation>flagship (≥80 GB)</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>entry</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>advanced</translation>
    </message>
    <message>
        <source>flagship</source>
        <translation>flagship</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>datasheet</translation>
    </message>
    <message>
        <source>secondary source</source>
        <translation>secondary source</translation>
    </message>
    <message>
        <source>press report</source>
        <translation>press report</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>derived</translation>
    </message>
    <message>
        <source>seed article</source>
        <translation>source article</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>unverified</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verified</translation>
    </message>
    <message>
        <source>%1 (bandwidth-capped, %2 GB/s)</source>
        <translation>%1 (bandwidth-capped, %2 GB/s)</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>item %1 (deleted)</source>
        <translation>item %1 (deleted)</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>evidence</source>
        <translation>evidence</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>checklist item: field</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>when</source>
        <translation>when</translation>
    </message>
    <message>
        <source>who</source>
        <translation>who</translation>
    </message>
    <message>
        <source>what</source>
        <translation>what</translation>
    </message>
    <message>
        <source>before</source>
        <translation>before</translation>
    </message>
    <message>
        <source>after</source>
        <translation>after</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>saved</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>deleted</translation>
    </message>
    <message>
        <source>created</source>
        <translation>created</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>imported</translation>
    </message>
    <message>
        <source>copied from</source>
        <translation>copied from</translation>
    </message>
    <message>
        <source>saved plan %1: %2</source>
        <translation>saved plan %1: %2</translation>
    </message>
    <message>
        <source>template item %1: %2</source>
        <translation>template item %1: %2</translation>
    </message>
    <message>
        <source>GPU catalog: %1</source>
        <translation>GPU catalog: %1</translation>
    </message>
    <message>
        <source>database: %1</source>
        <translation>database: %1</translation>
    </message>
    <message>
        <source>quote entered</source>
        <translation>quote entered</translation>
    </message>
    <message>
        <source>quote deleted</source>
        <translation>quote deleted</translation>
    </message>
    <message>
        <source>acceptance report withdrawn</source>
        <translation>acceptance report withdrawn</translation>
    </message>
    <message>
        <source>acceptance report imported</source>
        <translation>acceptance report imported</translation>
    </message>
    <message>
        <source>measurement kept</source>
        <translation>measurement kept</translation>
    </message>
    <message>
        <source>measurement used for calibration (1) or set aside (0)</source>
        <translation>measurement used for calibration (1) or set aside (0)</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>is a folder; give a file</source>
        <translation>is a folder; give a file</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <source>larger than %1 MB; nothing was read from it</source>
        <translation>larger than %1 MB; nothing was read from it</translation>
    </message>
    <message>
        <source>a pipe from which nothing arrived for %1 s; nothing was read from it</source>
        <translation>a pipe from which nothing arrived for %1 s; nothing was read from it</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no file name given</translation>
    </message>
    <message>
        <source>a pipe still sending after %1 minutes; nothing was read from it (write it to a file first)</source>
        <translation>a pipe still sending after %1 minutes; nothing was read from it (write it to a file first)</translation>
    </message>
</context>
<context>
    <name>Links</name>
    <message>
        <source>PCIe %1.0 peer-to-peer</source>
        <translation>PCIe %1.0 peer-to-peer</translation>
    </message>
    <message>
        <source>PCIe %1.0 through host memory (no peer-to-peer)</source>
        <translation>PCIe %1.0 through host memory (no peer-to-peer)</translation>
    </message>
    <message>
        <source>RDMA %1 × %2 Gb/s per server</source>
        <translation>RDMA %1 × %2 Gb/s per server</translation>
    </message>
    <message>
        <source>Ethernet (TCP) %1 × %2 Gb/s per server</source>
        <translation>Ethernet (TCP) %1 × %2 Gb/s per server</translation>
    </message>
</context>
<context>
    <name>Matcher</name>
    <message>
        <source>must be between 1 and 100000</source>
        <translation>must be between 1 and 100000</translation>
    </message>
    <message>
        <source>the GPU count %1 exceeds the maximum of %2</source>
        <translation>the GPU count %1 exceeds the maximum of %2</translation>
    </message>
    <message>
        <source>the deadline must be positive</source>
        <translation>the deadline must be positive</translation>
    </message>
    <message>
        <source>; a %1 price: none found for %2</source>
        <translation>; a %1 price: none found for %2</translation>
    </message>
    <message>
        <source>quote %1 from %2 (%3)</source>
        <translation>quote %1 from %2 (%3)</translation>
    </message>
    <message>
        <source>%1 server(s) of %2 × %3</source>
        <translation>%1 server(s) of %2 × %3</translation>
    </message>
    <message>
        <source>no reference %1 price for %2 that meets the deadline</source>
        <translation>no reference %1 price for %2 that meets the deadline</translation>
    </message>
    <message>
        <source>no reference price for %1 that meets the deadline</source>
        <translation>no reference price for %1 that meets the deadline</translation>
    </message>
    <message>
        <source>no stored quote offers %1%2</source>
        <translation>no stored quote offers %1%2</translation>
    </message>
    <message>
        <source> on %1 terms</source>
        <translation> on %1 terms</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>no server shape gives %1 GPUs: a server holds 1, 2, 4 or 8 GPUs, several servers hold 4 or 8 each, and server counts double (1, 2, 4, …); try %2</source>
        <translation>no server shape gives %1 GPUs: a server holds 1, 2, 4 or 8 GPUs, several servers hold 4 or 8 each, and server counts double (1, 2, 4, …); try %2</translation>
    </message>
    <message>
        <source>no parallel layout of the allowed GPUs suits %1: tensor parallelism must divide its %2 attention heads and stay inside a server</source>
        <translation>no parallel layout of the allowed GPUs suits %1: tensor parallelism must divide its %2 attention heads and stay inside a server</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>source, date, verification</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>none of the GPUs allowed has a known offer in %1 (a reference price of the region or a stored quote); include the GPUs without a known offer to plan with them</source>
        <translation>none of the GPUs allowed has a known offer in %1 (a reference price of the region or a stored quote); include the GPUs without a known offer to plan with them</translation>
    </message>
    <message>
        <source>no known offer of the %1 in %2: shown because GPUs without one were included; ask vendors whether they can deliver it</source>
        <translation>no known offer of the %1 in %2: shown because GPUs without one were included; ask vendors whether they can deliver it</translation>
    </message>
    <message>
        <source>reference prices, stored quotes</source>
        <translation>reference prices, stored quotes</translation>
    </message>
    <message>
        <source>No configuration is priced, leaves %1% of GPU memory free and passes every check; the cheapest of the others is shown first.</source>
        <translation>No configuration is priced, leaves %1% of GPU memory free and passes every check; the cheapest of the others is shown first.</translation>
    </message>
    <message>
        <source>meets the deadline of %1 days</source>
        <translation>meets the deadline of %1 days</translation>
    </message>
    <message>
        <source>stays within the budget of %1</source>
        <translation>stays within the budget of %1</translation>
    </message>
    <message>
        <source>Recommended as the cheapest configuration with %1% of GPU memory free (at least %2% asked) and no failing check.</source>
        <translation>Recommended as the cheapest configuration with %1% of GPU memory free (at least %2% asked) and no failing check.</translation>
    </message>
    <message>
        <source>Recommended as the cheapest configuration that %1, with %2% of GPU memory free (at least %3% asked) and no failing check.</source>
        <translation>Recommended as the cheapest configuration that %1, with %2% of GPU memory free (at least %3% asked) and no failing check.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source> Warnings: %1; see its checks.</source>
        <translation> Warnings: %1; see its checks.</translation>
    </message>
    <message>
        <source>at the slow end of its estimate (%1) it would miss the deadline of %2</source>
        <translation>at the slow end of its estimate (%1) it would miss the deadline of %2</translation>
    </message>
    <message>
        <source>at the slow end of its estimate it would cost %1, over the budget of %2</source>
        <translation>at the slow end of its estimate it would cost %1, over the budget of %2</translation>
    </message>
    <message>
        <source> At the slow end of its estimate (%1) it still does.</source>
        <translation> At the slow end of its estimate (%1) it still does.</translation>
    </message>
    <message>
        <source> At the slow end of its estimate (%1) it would miss the deadline.</source>
        <translation> At the slow end of its estimate (%1) it would miss the deadline.</translation>
    </message>
    <message>
        <source> At the slow end of its estimate (%1) it would cost %2, over the budget.</source>
        <translation> At the slow end of its estimate (%1) it would cost %2, over the budget.</translation>
    </message>
    <message>
        <source>the calibration's band, fitted on published training runs (README, "How the figures are computed")</source>
        <translation>the calibration's band, fitted on published training runs (README, "How the figures are computed")</translation>
    </message>
</context>
<context>
    <name>MeasurementStore</name>
    <message>
        <source>there is no measurement %1 ('gpuplan measurements list' shows them)</source>
        <translation>there is no measurement %1 ('gpuplan measurements list' shows them)</translation>
    </message>
</context>
<context>
    <name>MemoryEstimator</name>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>(P − embeddings) × 4.127/8 B (NF4 + double-quantised constants) + embeddings × 2 B + adapters, divided by tp × pp (and by dp under ZeRO-3)</source>
        <translation>(P − embeddings) × 4.127/8 B (NF4 + double-quantised constants) + embeddings × 2 B + adapters, divided by tp × pp (and by dp under ZeRO-3)</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §3</source>
        <translation>Dettmers et al. 2023, QLoRA §3</translation>
    </message>
    <message>
        <source>P × bytes per weight (%1: %2 B; embeddings stay 16-bit when quantised), divided by tp × pp</source>
        <translation>P × bytes per weight (%1: %2 B; embeddings stay 16-bit when quantised), divided by tp × pp</translation>
    </message>
    <message>
        <source>storage formats; GPTQ/AWQ group size 128</source>
        <translation>storage formats; GPTQ/AWQ group size 128</translation>
    </message>
    <message>
        <source>P × %1 B (+ LoRA adapters), divided by tp × pp (and by dp under ZeRO-3)</source>
        <translation>P × %1 B (+ LoRA adapters), divided by tp × pp (and by dp under ZeRO-3)</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3.1</source>
        <translation>Rajbhandari et al. 2020, ZeRO §3.1</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>trainable parameters × %1 B, divided by tp × pp (and by dp from ZeRO-2)</source>
        <translation>trainable parameters × %1 B, divided by tp × pp (and by dp from ZeRO-2)</translation>
    </message>
    <message>
        <source>trainable</source>
        <translation>trainable</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>optimizer states</translation>
    </message>
    <message>
        <source>trainable parameters × %1 B (%2), divided by tp × pp (and by dp from ZeRO-1)</source>
        <translation>trainable parameters × %1 B (%2), divided by tp × pp (and by dp from ZeRO-1)</translation>
    </message>
    <message>
        <source>ZeRO §3.1 (Adam K = 12); Dettmers et al. 2022 (8-bit); Shazeer &amp; Stern 2018 (Adafactor)</source>
        <translation>ZeRO §3.1 (Adam K = 12); Dettmers et al. 2022 (8-bit); Shazeer &amp; Stern 2018 (Adafactor)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>per layer s·b·h·(%1 + 5·a·s/h)/tp bytes (the score term vanishes with FlashAttention or selective recomputation; full recomputation keeps 2·s·b·h per layer), times the layers held, plus the output layer 4·s·b·v/tp</source>
        <translation>per layer s·b·h·(%1 + 5·a·s/h)/tp bytes (the score term vanishes with FlashAttention or selective recomputation; full recomputation keeps 2·s·b·h per layer), times the layers held, plus the output layer 4·s·b·v/tp</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>recomputation</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation §4</source>
        <translation>Korthikanti et al. 2022, Reducing Activation Recomputation §4</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>2 · layers · kv_heads · head_dim · context · sequences · bytes, divided by tp × pp</source>
        <translation>2 · layers · kv_heads · head_dim · context · sequences · bytes, divided by tp × pp</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>sequences</translation>
    </message>
    <message>
        <source>transformer attention; MLA caches its 576-element latent instead</source>
        <translation>transformer attention; MLA caches its 576-element latent instead</translation>
    </message>
    <message>
        <source>one prefill chunk's layer buffers plus FP32 logits</source>
        <translation>one prefill chunk's layer buffers plus FP32 logits</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>framework overhead</translation>
    </message>
    <message>
        <source>1 GiB (CUDA context, cuBLAS/NCCL workspaces) + 5% of the rest (allocator fragmentation)</source>
        <translation>1 GiB (CUDA context, cuBLAS/NCCL workspaces) + 5% of the rest (allocator fragmentation)</translation>
    </message>
    <message>
        <source>planning reserve</source>
        <translation>planning reserve</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 gathered layers</translation>
    </message>
    <message>
        <source>largest layer</source>
        <translation>largest layer</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §5; PyTorch FSDP</source>
        <translation>Rajbhandari et al. 2020, ZeRO §5; PyTorch FSDP</translation>
    </message>
    <message>
        <source>(2 × the largest layer's weights + its gradients) ÷ tp: the layer in use and the one prefetched, gathered in full (under expert parallelism, with the GPU's own experts only)</source>
        <translation>(2 × the largest layer's weights + its gradients) ÷ tp: the layer in use and the one prefetched, gathered in full (under expert parallelism, with the GPU's own experts only)</translation>
    </message>
    <message>
        <source>heaviest pipeline stage %1 of %2 layers</source>
        <translation>heaviest pipeline stage %1 of %2 layers</translation>
    </message>
</context>
<context>
    <name>ModelCatalog</name>
    <message>
        <source>the parameter count must be greater than zero</source>
        <translation>the parameter count must be greater than zero</translation>
    </message>
    <message>
        <source>active parameters must be greater than zero and at most the total</source>
        <translation>active parameters must be greater than zero and at most the total</translation>
    </message>
    <message>
        <source>layers, hidden size, heads, KV heads, FFN size and vocabulary must all be positive</source>
        <translation>layers, hidden size, heads, KV heads, FFN size and vocabulary must all be positive</translation>
    </message>
    <message>
        <source>attention heads (%1) must be a multiple of the KV heads (%2)</source>
        <translation>attention heads (%1) must be a multiple of the KV heads (%2)</translation>
    </message>
    <message>
        <source>a mixture-of-experts model needs between 1 and its expert count of active experts</source>
        <translation>a mixture-of-experts model needs between 1 and its expert count of active experts</translation>
    </message>
    <message>
        <source>Custom %1 model</source>
        <translation>Custom %1 model</translation>
    </message>
    <message>
        <source>shape assumed from the parameter count</source>
        <translation>shape assumed from the parameter count</translation>
    </message>
    <message>
        <source>Llama-shaped: %1 layers, hidden size %2, %3 heads of 128 (no grouped-query attention), gated FFN %4, vocabulary 32,000</source>
        <translation>Llama-shaped: %1 layers, hidden size %2, %3 heads of 128 (no grouped-query attention), gated FFN %4, vocabulary 32,000</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 1 to 10,000,000</source>
        <translation>%1 is not a whole number from 1 to 10,000,000</translation>
    </message>
    <message>
        <source>a value is required for a custom architecture</source>
        <translation>a value is required for a custom architecture</translation>
    </message>
    <message>
        <source>the hidden size %1 must be a multiple of the %2 heads</source>
        <translation>the hidden size %1 must be a multiple of the %2 heads</translation>
    </message>
    <message>
        <source>this architecture has %1 parameters; a model between 1M and 100T is expected</source>
        <translation>this architecture has %1 parameters; a model between 1M and 100T is expected</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>custom model</translation>
    </message>
    <message>
        <source>, %1 active per token (%2 experts, %3 used per token)</source>
        <translation>, %1 active per token (%2 experts, %3 used per token)</translation>
    </message>
    <message>
        <source>; %1 layers, hidden size %2, %3 attention heads (%4 KV), FFN size %5, vocabulary %6.</source>
        <translation>; %1 layers, hidden size %2, %3 attention heads (%4 KV), FFN size %5, vocabulary %6.</translation>
    </message>
    <message>
        <source> Shape: %1.</source>
        <translation> Shape: %1.</translation>
    </message>
    <message>
        <source> Source: %1.</source>
        <translation> Source: %1.</translation>
    </message>
    <message>
        <source>the architecture as given, with a gated FFN and untied embeddings; the size follows from it</source>
        <translation>the architecture as given, with a gated FFN and untied embeddings; the size follows from it</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1, %2 parameters</translation>
    </message>
    <message>
        <source>unknown model '%1'; choose one of the model presets, or give the model's size, such as 13B</source>
        <translation>unknown model '%1'; choose one of the model presets, or give the model's size, such as 13B</translation>
    </message>
    <message>
        <source>Custom model of %1 parameters</source>
        <translation>Custom model of %1 parameters</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>model (size)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the architecture as given, with a plain (non-gated) FFN and untied embeddings; the size follows from it</source>
        <translation>the architecture as given, with a plain (non-gated) FFN and untied embeddings; the size follows from it</translation>
    </message>
    <message>
        <source>%1 is missing: a config.json of a decoder model has it</source>
        <translation>%1 is missing: a config.json of a decoder model has it</translation>
    </message>
    <message>
        <source>%1 is %2; a whole number from 1 to 100,000,000 is expected</source>
        <translation>%1 is %2; a whole number from 1 to 100,000,000 is expected</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>not a JSON object (%1)</translation>
    </message>
    <message>
        <source>hidden_size %1 does not divide among %2 heads and no head_dim is given</source>
        <translation>hidden_size %1 does not divide among %2 heads and no head_dim is given</translation>
    </message>
    <message>
        <source>intermediate_size is missing: a dense model's FFN size is needed</source>
        <translation>intermediate_size is missing: a dense model's FFN size is needed</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>no model</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>'%1' is not an amount of money</source>
        <translation>'%1' is not an amount of money</translation>
    </message>
    <message>
        <source>'%1' is too large</source>
        <translation>'%1' is too large</translation>
    </message>
    <message>
        <source>'%1' has more than two decimal places</source>
        <translation>'%1' has more than two decimal places</translation>
    </message>
    <message>
        <source>unknown currency '%1'; use CNY, USD or EUR</source>
        <translation>unknown currency '%1'; use CNY, USD or EUR</translation>
    </message>
    <message>
        <source>'%1' names no currency; add CNY, USD or EUR</source>
        <translation>'%1' names no currency; add CNY, USD or EUR</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 line %2</translation>
    </message>
    <message>
        <source>expected currency, to, rate, date, source</source>
        <translation>expected currency, to, rate, date, source</translation>
    </message>
    <message>
        <source>malformed rate '%1'</source>
        <translation>malformed rate '%1'</translation>
    </message>
    <message>
        <source>'%1' is not a rate; write it as USD=7.10 (CNY for one unit)</source>
        <translation>'%1' is not a rate; write it as USD=7.10 (CNY for one unit)</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>set by the user</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>amount</translation>
    </message>
    <message>
        <source>the amount is beyond what the planner computes exactly (more than 90 trillion); check the price, the count and the duration</source>
        <translation>the amount is beyond what the planner computes exactly (more than 90 trillion); check the price, the count and the duration</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>currency</comment>
        <translation>CNY</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>currency</comment>
        <translation>USD</translation>
    </message>
    <message>
        <source>EUR</source>
        <comment>currency</comment>
        <translation>EUR</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to CNY is known; set one, e.g. %1=7.10</source>
        <translation>no exchange rate from %1 to CNY is known; set one, e.g. %1=7.10</translation>
    </message>
</context>
<context>
    <name>MoneyAxis</name>
    <message>
        <source>10,000 CNY, VAT excluded</source>
        <translation>10,000 CNY, VAT excluded</translation>
    </message>
    <message>
        <source>thousand CNY, VAT excluded</source>
        <translation>thousand CNY, VAT excluded</translation>
    </message>
    <message>
        <source>CNY, VAT excluded</source>
        <translation>CNY, VAT excluded</translation>
    </message>
</context>
<context>
    <name>PlanDocument</name>
    <message>
        <source>plan input change</source>
        <translation>plan input change</translation>
    </message>
</context>
<context>
    <name>PlanService</name>
    <message>
        <source>pricing with stored quotes needs a database of quotes</source>
        <translation>pricing with stored quotes needs a database of quotes</translation>
    </message>
    <message>
        <source>an estimate is for one GPU model; a plan compares several</source>
        <translation>an estimate is for one GPU model; a plan compares several</translation>
    </message>
    <message>
        <source> (only quotes valid today are used)</source>
        <translation> (only quotes valid today are used)</translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <source>a saved plan needs a name</source>
        <translation>a saved plan needs a name</translation>
    </message>
    <message>
        <source>plan id</source>
        <translation>plan id</translation>
    </message>
    <message>
        <source>there is no saved plan %1 in this database</source>
        <translation>there is no saved plan %1 in this database</translation>
    </message>
    <message>
        <source>a saved plan's name has at most 200 characters (this one has %1)</source>
        <translation>a saved plan's name has at most 200 characters (this one has %1)</translation>
    </message>
    <message>
        <source>a saved plan's name is one line, without control characters</source>
        <translation>a saved plan's name is one line, without control characters</translation>
    </message>
</context>
<context>
    <name>PlanSummary</name>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>source, date, verification</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
</context>
<context>
    <name>Planning</name>
    <message>
        <source>TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5 · recomputation %6</source>
        <translation>TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5 · recomputation %6</translation>
    </message>
    <message>
        <source> · %1 interleaved stages</source>
        <translation> · %1 interleaved stages</translation>
    </message>
    <message>
        <source>choose a GPU, e.g. h100 (see the GPU catalog)</source>
        <translation>choose a GPU, e.g. h100 (see the GPU catalog)</translation>
    </message>
    <message>
        <source>at most 100000 GPUs</source>
        <translation>at most 100000 GPUs</translation>
    </message>
    <message>
        <source>%1 GPUs do not fill servers of %2 GPUs; give a multiple of %2</source>
        <translation>%1 GPUs do not fill servers of %2 GPUs; give a multiple of %2</translation>
    </message>
    <message>
        <source>parallel degrees must be at least 1</source>
        <translation>parallel degrees must be at least 1</translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</source>
        <translation>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>the ZeRO stage must be 0, 1, 2 or 3</translation>
    </message>
    <message>
        <source>ZeRO shards training state; it has no meaning for inference</source>
        <translation>ZeRO shards training state; it has no meaning for inference</translation>
    </message>
    <message>
        <source>between 1 and 64 interleaved stages</source>
        <translation>between 1 and 64 interleaved stages</translation>
    </message>
    <message>
        <source>the parts of the layout you did not give were chosen by the planner: the fastest that fits</source>
        <translation>the parts of the layout you did not give were chosen by the planner: the fastest that fits</translation>
    </message>
    <message>
        <source>chosen by the planner: the fastest layout that fits (least sharding among equals)</source>
        <translation>chosen by the planner: the fastest layout that fits (least sharding among equals)</translation>
    </message>
    <message>
        <source>no layout fits; shown with the layout that needs the least memory</source>
        <translation>no layout fits; shown with the layout that needs the least memory</translation>
    </message>
    <message>
        <source>no parallel layout of %1 GPUs suits this model (tensor parallelism must divide the %2 attention heads and stay inside a server)</source>
        <translation>no parallel layout of %1 GPUs suits this model (tensor parallelism must divide the %2 attention heads and stay inside a server)</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>as given</translation>
    </message>
    <message>
        <source>Small-model fine-tuning and inference tests (up to 7B)</source>
        <translation>Small-model fine-tuning and inference tests (up to 7B)</translation>
    </message>
    <message>
        <source>13B–70B training or multimodal fine-tuning</source>
        <translation>13B–70B training or multimodal fine-tuning</translation>
    </message>
    <message>
        <source>Pre-training of 100B and larger</source>
        <translation>Pre-training of 100B and larger</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>Inference serving</translation>
    </message>
    <message>
        <source>Models of 7B and below run on one GPU: an entry or advanced card is enough; a multi-GPU cluster only wastes money. [seed 000]</source>
        <translation>Models of 7B and below run on one GPU: an entry or advanced card is enough; a multi-GPU cluster only wastes money. [article [1]]</translation>
    </message>
    <message>
        <source>One GPU is not enough for 13B–70B: use 4–8 GPUs in parallel, and weigh the GPUs' compatibility and the bandwidth between them. [seed 000]</source>
        <translation>One GPU is not enough for 13B–70B: use 4–8 GPUs in parallel, and weigh the GPUs' compatibility and the bandwidth between them. [article [1]]</translation>
    </message>
    <message>
        <source>Full pre-training of 100B+ models needs a cluster of tens to hundreds of GPUs; the network, storage and the data centre's power matter as much as the GPU — plan the whole cluster. [seed 000]</source>
        <translation>Full pre-training of 100B+ models needs a cluster of tens to hundreds of GPUs; the network, storage and the data centre's power matter as much as the GPU — plan the whole cluster. [article [1]]</translation>
    </message>
    <message>
        <source>give a preset model or a size between 1M and 100T parameters</source>
        <translation>give a preset model or a size between 1M and 100T parameters</translation>
    </message>
    <message>
        <source>give both the dataset size and the epochs</source>
        <translation>give both the dataset size and the epochs</translation>
    </message>
    <message>
        <source>a deadline is between 0 (none) and 1,000,000 h</source>
        <translation>a deadline is between 0 (none) and 1,000,000 h</translation>
    </message>
    <message>
        <source>a budget must be above zero</source>
        <translation>a budget must be above zero</translation>
    </message>
    <message>
        <source>a plan is priced under a rent term, not buying</source>
        <translation>a plan is priced under a rent term, not buying</translation>
    </message>
    <message>
        <source>between 1 and 100,000 GPUs</source>
        <translation>between 1 and 100,000 GPUs</translation>
    </message>
    <message>
        <source>between 0 (no limit) and 10,000 servers</source>
        <translation>between 0 (no limit) and 10,000 servers</translation>
    </message>
    <message>
        <source>this is not a GPU Rental Planner plan (no "format": "gpuplan-plan")</source>
        <translation>this is not a GPU Rental Planner plan (no "format": "gpuplan-plan")</translation>
    </message>
    <message>
        <source>the plan was written by a newer version (format %1; this one reads %2)</source>
        <translation>the plan was written by a newer version (format %1; this one reads %2)</translation>
    </message>
    <message>
        <source>'%1' is not a valid value</source>
        <translation>'%1' is not a valid value</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>must be a number from %1 to %2</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>must be a whole number</translation>
    </message>
    <message>
        <source>give a model preset or a size</source>
        <translation>give a model preset or a size</translation>
    </message>
    <message>
        <source>must be a list of GPU ids</source>
        <translation>must be a list of GPU ids</translation>
    </message>
    <message>
        <source>the file is larger than 1 MB; a plan file is a few kilobytes</source>
        <translation>the file is larger than 1 MB; a plan file is a few kilobytes</translation>
    </message>
    <message>
        <source>not a plan file: %1 at byte %2</source>
        <translation>not a plan file: %1 at byte %2</translation>
    </message>
    <message>
        <source>must be a list of quote ids</source>
        <translation>must be a list of quote ids</translation>
    </message>
    <message>
        <source>the architecture must be an object of whole numbers</source>
        <translation>the architecture must be an object of whole numbers</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 10,000,000</source>
        <translation>must be a whole number from 0 to 10,000,000</translation>
    </message>
    <message>
        <source>tensor parallel degree %1 does not divide the %2 attention heads of %3</source>
        <translation>tensor parallel degree %1 does not divide the %2 attention heads of %3</translation>
    </message>
    <message>
        <source>activation recomputation applies to training, not to inference</source>
        <translation>activation recomputation applies to training, not to inference</translation>
    </message>
    <message>
        <source>a LoRA rank needs the LoRA or QLoRA method</source>
        <translation>a LoRA rank needs the LoRA or QLoRA method</translation>
    </message>
    <message>
        <source>the layout must be an object of whole numbers</source>
        <translation>the layout must be an object of whole numbers</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>must be a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>must be true or false</translation>
    </message>
    <message>
        <source>the reference prices hold no %1 offers; price the plan with the stored quotes, which can carry them</source>
        <translation>the reference prices hold no %1 offers; price the plan with the stored quotes, which can carry them</translation>
    </message>
    <message>
        <source>not a key of a plan file; the keys are %1</source>
        <translation>not a key of a plan file; the keys are %1</translation>
    </message>
    <message>
        <source>not a key of a plan file; did you mean "%1"?</source>
        <translation>not a key of a plan file; did you mean "%1"?</translation>
    </message>
    <message>
        <source>'%1' is not a format version: a whole number from 1</source>
        <translation>'%1' is not a format version: a whole number from 1</translation>
    </message>
    <message>
        <source>"params" and "%1" contradict each other: give a preset or an architecture, or a size</source>
        <translation>"params" and "%1" contradict each other: give a preset or an architecture, or a size</translation>
    </message>
    <message>
        <source>"quote_ids" chooses stored quotes, but "prices" is "reference" (or missing); set "prices" to "quotes" or "both"</source>
        <translation>"quote_ids" chooses stored quotes, but "prices" is "reference" (or missing); set "prices" to "quotes" or "both"</translation>
    </message>
    <message>
        <source>'%1' is not a region name</source>
        <translation>'%1' is not a region name</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>'%1' is not one of %2</translation>
    </message>
    <message>
        <source>not a plan file: it holds a JSON list or value, not an object with "format": "gpuplan-plan"</source>
        <translation>not a plan file: it holds a JSON list or value, not an object with "format": "gpuplan-plan"</translation>
    </message>
    <message>
        <source>%1, key "%2"</source>
        <translation>%1, key "%2"</translation>
    </message>
    <message>
        <source>must be "none", "optimizer" or "weights"</source>
        <translation>must be "none", "optimizer" or "weights"</translation>
    </message>
    <message>
        <source>none, optimizer or weights</source>
        <translation>none, optimizer or weights</translation>
    </message>
    <message>
        <source>offloading moves the optimizer states of full training to host RAM; LoRA and inference have none worth moving</source>
        <translation>offloading moves the optimizer states of full training to host RAM; LoRA and inference have none worth moving</translation>
    </message>
    <message>
        <source> · optimizer offloaded to host RAM</source>
        <translation> · optimizer offloaded to host RAM</translation>
    </message>
    <message>
        <source> · optimizer and weights offloaded to host RAM</source>
        <translation> · optimizer and weights offloaded to host RAM</translation>
    </message>
    <message>
        <source>between 1 and 64 context-parallel GPUs</source>
        <translation>between 1 and 64 context-parallel GPUs</translation>
    </message>
    <message>
        <source>context parallelism splits training sequences</source>
        <translation>context parallelism splits training sequences</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens cannot be split into %2 equal parts</source>
        <translation>a sequence of %1 tokens cannot be split into %2 equal parts</translation>
    </message>
    <message>
        <source> · context parallel %1</source>
        <translation> · context parallel %1</translation>
    </message>
    <message>
        <source>between 1 and 1,024 expert-parallel GPUs</source>
        <translation>between 1 and 1,024 expert-parallel GPUs</translation>
    </message>
    <message>
        <source>expert parallelism shards the experts of a mixture-of-experts model; %1 has none</source>
        <translation>expert parallelism shards the experts of a mixture-of-experts model; %1 has none</translation>
    </message>
    <message>
        <source>an expert-parallel degree divides the %1 experts of %2; %3 does not</source>
        <translation>an expert-parallel degree divides the %1 experts of %2; %3 does not</translation>
    </message>
    <message>
        <source> · expert parallel %1</source>
        <translation> · expert parallel %1</translation>
    </message>
    <message>
        <source> The optimizer states live in host RAM (ZeRO-Offload): %1 GB per server.</source>
        <translation> The optimizer states live in host RAM (ZeRO-Offload): %1 GB per server.</translation>
    </message>
    <message>
        <source> The optimizer states and the weights live in host RAM (ZeRO-Infinity): %1 GB per server.</source>
        <translation> The optimizer states and the weights live in host RAM (ZeRO-Infinity): %1 GB per server.</translation>
    </message>
    <message>
        <source>Serving is sized by the memory for the weights and the KV cache of every concurrent request, and by the throughput users need; pay-per-use terms suit uneven load. [seed 000, seed 004]</source>
        <translation>Serving is sized by the memory for the weights and the KV cache of every concurrent request, and by the throughput users need; pay-per-use terms suit uneven load. [article [1], article [3]]</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens is unusually short (models train on 512–8,192); check the value</source>
        <translation>a sequence of %1 tokens is unusually short (models train on 512–8,192); check the value</translation>
    </message>
    <message>
        <source>%1 tokens is a test run rather than a training job; check the value (e.g. 500M)</source>
        <translation>%1 tokens is a test run rather than a training job; check the value (e.g. 500M)</translation>
    </message>
    <message>
        <source>the key "%1" is written twice in one object; keep one</source>
        <translation>the key "%1" is written twice in one object; keep one</translation>
    </message>
    <message>
        <source>a training software stack applies to training, not to inference</source>
        <translation>a training software stack applies to training, not to inference</translation>
    </message>
    <message>
        <source>must be true (gated, SwiGLU) or false (plain, GELU)</source>
        <translation>must be true (gated, SwiGLU) or false (plain, GELU)</translation>
    </message>
    <message>
        <source>%1 layers cannot be split into %2 pipeline stages × %3 interleaved chunks of at least one layer each</source>
        <translation>%1 layers cannot be split into %2 pipeline stages × %3 interleaved chunks of at least one layer each</translation>
    </message>
    <message>
        <source>"serving" must be an object: the serving question (model, load, targets …)</source>
        <translation>"serving" must be an object: the serving question (model, load, targets …)</translation>
    </message>
    <message>
        <source>"serving" is a served model's question, but "stage" is not "serving"</source>
        <translation>"serving" is a served model's question, but "stage" is not "serving"</translation>
    </message>
    <message>
        <source>a serving plan keeps its question under "serving"; "%1" belongs to a training plan</source>
        <translation>a serving plan keeps its question under "serving"; "%1" belongs to a training plan</translation>
    </message>
    <message>
        <source> · expert parallel %1 (folded across tensor parallel, whole experts per GPU)</source>
        <translation> · expert parallel %1 (folded across tensor parallel, whole experts per GPU)</translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <source>per GPU-hour</source>
        <translation>per GPU-hour</translation>
    </message>
    <message>
        <source>per server-hour</source>
        <translation>per server-hour</translation>
    </message>
    <message>
        <source>per GPU-day</source>
        <translation>per GPU-day</translation>
    </message>
    <message>
        <source>per server-day</source>
        <translation>per server-day</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>per GPU-month</translation>
    </message>
    <message>
        <source>per server-month</source>
        <translation>per server-month</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>per GPU-year</translation>
    </message>
    <message>
        <source>per server-year</source>
        <translation>per server-year</translation>
    </message>
    <message>
        <source>hourly (pay as you go)</source>
        <translation>hourly (pay as you go)</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>daily</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>monthly</translation>
    </message>
    <message>
        <source>yearly</source>
        <translation>yearly</translation>
    </message>
    <message>
        <source>spot (pre-emptible)</source>
        <translation>spot (pre-emptible)</translation>
    </message>
    <message>
        <source>buy (own servers)</source>
        <translation>buy (own servers)</translation>
    </message>
    <message>
        <source>the price must be greater than zero</source>
        <translation>the price must be greater than zero</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>VAT must be at least 0% and below 100%</translation>
    </message>
    <message>
        <source>a per-server price needs 1 to 64 GPUs per server</source>
        <translation>a per-server price needs 1 to 64 GPUs per server</translation>
    </message>
    <message>
        <source>the setup fee must be in the price's currency</source>
        <translation>the setup fee must be in the price's currency</translation>
    </message>
    <message>
        <source>the minimum term cannot be negative</source>
        <translation>the minimum term cannot be negative</translation>
    </message>
    <message>
        <source>the spot discount must be between 0% and 100%</source>
        <translation>the spot discount must be between 0% and 100%</translation>
    </message>
    <message>
        <source>the interruption overhead must be between 0% and 500%</source>
        <translation>the interruption overhead must be between 0% and 500%</translation>
    </message>
    <message>
        <source>a term discount must be between 0% and 100%</source>
        <translation>a term discount must be between 0% and 100%</translation>
    </message>
    <message>
        <source>the job needs at least one GPU</source>
        <translation>the job needs at least one GPU</translation>
    </message>
    <message>
        <source>the job must run for more than zero hours</source>
        <translation>the job must run for more than zero hours</translation>
    </message>
    <message>
        <source> − %1% term discount</source>
        <translation> − %1% term discount</translation>
    </message>
    <message>
        <source> + setup %1</source>
        <translation> + setup %1</translation>
    </message>
    <message>
        <source>, ÷ %1 to remove VAT</source>
        <translation>, ÷ %1 to remove VAT</translation>
    </message>
    <message>
        <source>the setup fee cannot be negative</source>
        <translation>the setup fee cannot be negative</translation>
    </message>
    <message>
        <source>the deposit cannot be negative</source>
        <translation>the deposit cannot be negative</translation>
    </message>
    <message>
        <source>%1 hours is more than the planner prices (100 million hours)</source>
        <translation>%1 hours is more than the planner prices (100 million hours)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount and price unit</comment>
        <extracomment>An amount and its unit; Chinese joins them without a space (¥68,000.00/台/月).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>hourly</source>
        <comment>short term label</comment>
        <translation>hourly</translation>
    </message>
    <message>
        <source>daily</source>
        <comment>short term label</comment>
        <translation>daily</translation>
    </message>
    <message>
        <source>monthly</source>
        <comment>short term label</comment>
        <translation>monthly</translation>
    </message>
    <message>
        <source>yearly</source>
        <comment>short term label</comment>
        <translation>yearly</translation>
    </message>
    <message>
        <source>spot</source>
        <comment>short term label</comment>
        <translation>spot</translation>
    </message>
    <message>
        <source>buy</source>
        <comment>short term label</comment>
        <translation>buy</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <comment>billed periods</comment>
        <translation><numerusform>%n hour</numerusform><numerusform>%n hours</numerusform></translation>
    </message>
    <message>
        <source>%1 hours</source>
        <comment>billed periods</comment>
        <translation>%1 hours</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <comment>billed periods</comment>
        <translation><numerusform>%n day</numerusform><numerusform>%n days</numerusform></translation>
    </message>
    <message>
        <source>%1 days</source>
        <comment>billed periods</comment>
        <translation>%1 days</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <comment>billed periods</comment>
        <translation><numerusform>%n month</numerusform><numerusform>%n months</numerusform></translation>
    </message>
    <message>
        <source>%1 months</source>
        <comment>billed periods</comment>
        <translation>%1 months</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <comment>billed periods</comment>
        <translation><numerusform>%n year</numerusform><numerusform>%n years</numerusform></translation>
    </message>
    <message>
        <source>%1 years</source>
        <comment>billed periods</comment>
        <translation>%1 years</translation>
    </message>
    <message>
        <source>%1 × %2 × %3%4%5%6</source>
        <translation>%1 × %2 × %3%4%5%6</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <comment>billed units</comment>
        <translation><numerusform>%n server</numerusform><numerusform>%n servers</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <comment>billed units</comment>
        <translation><numerusform>%n GPU</numerusform><numerusform>%n GPUs</numerusform></translation>
    </message>
    <message>
        <source> (minimum term of %1 applied)</source>
        <translation> (minimum term of %1 applied)</translation>
    </message>
    <message>
        <source>per GPU-week</source>
        <translation>per GPU-week</translation>
    </message>
    <message>
        <source>per server-week</source>
        <translation>per server-week</translation>
    </message>
    <message>
        <source>per second</source>
        <comment>billing</comment>
        <translation>per second</translation>
    </message>
    <message>
        <source>per minute</source>
        <comment>billing</comment>
        <translation>per minute</translation>
    </message>
    <message>
        <source>per hour</source>
        <comment>billing</comment>
        <translation>per hour</translation>
    </message>
    <message>
        <source>per day</source>
        <comment>billing</comment>
        <translation>per day</translation>
    </message>
    <message>
        <source>per week</source>
        <comment>billing</comment>
        <translation>per week</translation>
    </message>
    <message>
        <source>per month</source>
        <comment>billing</comment>
        <translation>per month</translation>
    </message>
    <message>
        <source>per year</source>
        <comment>billing</comment>
        <translation>per year</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>weekly</translation>
    </message>
    <message>
        <source>savings plan (hourly commitment)</source>
        <translation>savings plan (hourly commitment)</translation>
    </message>
    <message>
        <source>weekly</source>
        <comment>short term label</comment>
        <translation>weekly</translation>
    </message>
    <message>
        <source>savings plan</source>
        <comment>short term label</comment>
        <translation>savings plan</translation>
    </message>
    <message>
        <source>the spot protection period must be from 0 to 720 hours</source>
        <translation>the spot protection period must be from 0 to 720 hours</translation>
    </message>
    <message>
        <source>the spot release notice must be from 0 to 1,440 minutes</source>
        <translation>the spot release notice must be from 0 to 1,440 minutes</translation>
    </message>
    <message>
        <source>a savings plan commits for 1 or 3 years</source>
        <translation>a savings plan commits for 1 or 3 years</translation>
    </message>
    <message>
        <source>a savings plan does not apply to spot instances</source>
        <translation>a savings plan does not apply to spot instances</translation>
    </message>
    <message>
        <source>the hourly commitment must be an amount of zero or more in the price's currency</source>
        <translation>the hourly commitment must be an amount of zero or more in the price's currency</translation>
    </message>
    <message>
        <source>an hourly commitment needs its term: 1 or 3 years</source>
        <translation>an hourly commitment needs its term: 1 or 3 years</translation>
    </message>
    <message>
        <source>run time + %1% for pre-emptions and restarts, as stated</source>
        <translation>run time + %1% for pre-emptions and restarts, as stated</translation>
    </message>
    <message>
        <source>the share of spot servers pre-empted in a month must be from 0% to below 100%</source>
        <translation>the share of spot servers pre-empted in a month must be from 0% to below 100%</translation>
    </message>
    <message numerus="yes">
        <source>on spot, %n server(s) are pre-empted more often than the work since the last checkpoint can be saved: the job would not finish</source>
        <translation><numerusform>on spot, %n server are pre-empted more often than the work since the last checkpoint can be saved: the job would not finish</numerusform><numerusform>on spot, %n servers are pre-empted more often than the work since the last checkpoint can be saved: the job would not finish</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 pre-emptions expected (%2% of servers pre-empted a month × %n server(s); %3; %4), each costing %5 h of restart%6</source>
        <translation><numerusform>%1 pre-emptions expected (%2% of servers pre-empted a month × %n server; %3; %4), each costing %5 h of restart%6</numerusform><numerusform>%1 pre-emptions expected (%2% of servers pre-empted a month × %n servers; %3; %4), each costing %5 h of restart%6</numerusform></translation>
    </message>
    <message>
        <source>%1 h protection after each start</source>
        <translation>%1 h protection after each start</translation>
    </message>
    <message>
        <source>no protection period</source>
        <translation>no protection period</translation>
    </message>
    <message>
        <source>%1 min notice, a checkpoint is written first</source>
        <translation>%1 min notice, a checkpoint is written first</translation>
    </message>
    <message>
        <source>no notice</source>
        <translation>no notice</translation>
    </message>
    <message>
        <source> and %1 h of work since the last checkpoint</source>
        <translation> and %1 h of work since the last checkpoint</translation>
    </message>
    <message numerus="yes">
        <source>savings plan: %1 per hour committed × %2 h (%n year(s)), billed whether used or not</source>
        <translation><numerusform>savings plan: %1 per hour committed × %2 h (%n year), billed whether used or not</numerusform><numerusform>savings plan: %1 per hour committed × %2 h (%n years), billed whether used or not</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <comment>billed periods</comment>
        <translation><numerusform>%n week</numerusform><numerusform>%n weeks</numerusform></translation>
    </message>
    <message>
        <source>%1 weeks</source>
        <comment>billed periods</comment>
        <translation>%1 weeks</translation>
    </message>
    <message>
        <source>; on spot the run takes %1 h: %2</source>
        <translation>; on spot the run takes %1 h: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <comment>minimum term</comment>
        <translation><numerusform>%n hour</numerusform><numerusform>%n hours</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <comment>minimum term</comment>
        <translation><numerusform>%n day</numerusform><numerusform>%n days</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <comment>minimum term</comment>
        <translation><numerusform>%n week</numerusform><numerusform>%n weeks</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <comment>minimum term</comment>
        <translation><numerusform>%n month</numerusform><numerusform>%n months</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <comment>minimum term</comment>
        <translation><numerusform>%n year</numerusform><numerusform>%n years</numerusform></translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Displays help on commandline options.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Displays version information.</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message>
        <source>'%1' must be greater than zero</source>
        <translation>'%1' must be greater than zero</translation>
    </message>
    <message>
        <source>'%1' is not a whole number</source>
        <translation>'%1' is not a whole number</translation>
    </message>
    <message>
        <source>%1 is outside the allowed range %2 to %3</source>
        <translation>%1 is outside the allowed range %2 to %3</translation>
    </message>
    <message>
        <source>'%1' is not a number</source>
        <translation>'%1' is not a number</translation>
    </message>
    <message>
        <source>'%1' is too large (at most 10^18)</source>
        <translation>'%1' is too large (at most 10^18)</translation>
    </message>
    <message>
        <source>'%1' is too long (at most 100 million hours)</source>
        <translation>'%1' is too long (at most 100 million hours)</translation>
    </message>
    <message>
        <source>'%1' is not a number; use digits with an optional K, M, B or T suffix (or 千, 万, 亿), e.g. 70B, 1T or 1亿</source>
        <translation>'%1' is not a number; use digits with an optional K, M, B or T suffix (or 千, 万, 亿), e.g. 70B, 1T or 1亿</translation>
    </message>
    <message>
        <source>'%1' is not a duration; write hours (500 or 500h), days (21d), weeks (3w), months (6mo) or years (1y), or in Chinese (500小时, 10天, 3周, 三周, 6个月, 1年)</source>
        <translation>'%1' is not a duration; write hours (500 or 500h), days (21d), weeks (3w), months (6mo) or years (1y), or in Chinese (500小时, 10天, 3周, 三周, 6个月, 1年)</translation>
    </message>
    <message>
        <source>from %1 to %2 ms</source>
        <translation>from %1 to %2 ms</translation>
    </message>
    <message>
        <source>'%1' is not a time; write seconds (2, 2s, 2秒) or milliseconds (500ms, 500毫秒), %2</source>
        <translation>'%1' is not a time; write seconds (2, 2s, 2秒) or milliseconds (500ms, 500毫秒), %2</translation>
    </message>
    <message>
        <source>'%1' is not a time; write milliseconds (500, 500ms, 500毫秒) or seconds (2s, 2秒), %2</source>
        <translation>'%1' is not a time; write milliseconds (500, 500ms, 500毫秒) or seconds (2s, 2秒), %2</translation>
    </message>
    <message>
        <source>%1 is %2 ms; it must be %3</source>
        <translation>%1 is %2 ms; it must be %3</translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>special VAT invoice</source>
        <translation>special VAT invoice</translation>
    </message>
    <message>
        <source>ordinary invoice</source>
        <translation>ordinary invoice</translation>
    </message>
    <message>
        <source>invoice type not stated</source>
        <translation>invoice type not stated</translation>
    </message>
    <message>
        <source>VAT %1%</source>
        <translation>VAT %1%</translation>
    </message>
    <message>
        <source>VAT rate not stated</source>
        <translation>VAT rate not stated</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>deducted per second</source>
        <translation>deducted per second</translation>
    </message>
    <message>
        <source>deducted per minute</source>
        <translation>deducted per minute</translation>
    </message>
    <message>
        <source>deducted per hour</source>
        <translation>deducted per hour</translation>
    </message>
    <message>
        <source>billed per day</source>
        <translation>billed per day</translation>
    </message>
    <message>
        <source>billed per week</source>
        <translation>billed per week</translation>
    </message>
    <message>
        <source>billed per month</source>
        <translation>billed per month</translation>
    </message>
    <message>
        <source>billed per year</source>
        <translation>billed per year</translation>
    </message>
    <message>
        <source>%1-year savings plan, billed whether used or not</source>
        <translation>%1-year savings plan, billed whether used or not</translation>
    </message>
    <message>
        <source> (%1 an hour committed)</source>
        <translation> (%1 an hour committed)</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>spot: protection %1, release notice %2</source>
        <translation>spot: protection %1, release notice %2</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>billed while stopped</source>
        <translation>billed while stopped</translation>
    </message>
    <message>
        <source>not billed while stopped</source>
        <translation>not billed while stopped</translation>
    </message>
    <message>
        <source>GPUs kept while stopped</source>
        <translation>GPUs kept while stopped</translation>
    </message>
    <message>
        <source>GPUs released when stopped</source>
        <translation>GPUs released when stopped</translation>
    </message>
    <message>
        <source>delivery %1</source>
        <translation>delivery %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>exchange rate 1 %1 = %2 CNY</source>
        <translation>exchange rate 1 %1 = %2 CNY</translation>
    </message>
    <message>
        <source>exchange rate of %3: 1 %1 = %2 CNY</source>
        <translation>exchange rate of %3: 1 %1 = %2 CNY</translation>
    </message>
    <message>
        <source> It is a spot quote: the provider may reclaim the servers at short notice; its cost includes the expected interruptions and restarts.</source>
        <translation> It is a spot quote: the provider may reclaim the servers at short notice; its cost includes the expected interruptions and restarts.</translation>
    </message>
</context>
<context>
    <name>QuoteComparison</name>
    <message>
        <source>there are no quotes to compare</source>
        <translation>there are no quotes to compare</translation>
    </message>
    <message>
        <source>%1 quotes are chosen; narrow them to %2 or fewer to compare them side by side on paper, or compare them in Excel</source>
        <translation>%1 quotes are chosen; narrow them to %2 or fewer to compare them side by side on paper, or compare them in Excel</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens</source>
        <translation>%1 · %2 · %3 tokens</translation>
    </message>
</context>
<context>
    <name>QuoteCsv</name>
    <message>
        <source>line %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <source>line %1, column %2, value '%3': %4</source>
        <translation>line %1, column %2, value '%3': %4</translation>
    </message>
    <message>
        <source>not a date; write 2026-11-30, 2026/11/30, 2026年11月30日 or 30.11.2026 (day/month order with slashes is ambiguous)</source>
        <translation>not a date; write 2026-11-30, 2026/11/30, 2026年11月30日 or 30.11.2026 (day/month order with slashes is ambiguous)</translation>
    </message>
    <message>
        <source>no such day</source>
        <translation>no such day</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>the file</translation>
    </message>
    <message>
        <source>the file is empty; it needs a header line and at least one quote</source>
        <translation>the file is empty; it needs a header line and at least one quote</translation>
    </message>
    <message>
        <source>the column '%1' appears twice</source>
        <translation>the column '%1' appears twice</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>line %1 (header)</source>
        <translation>line %1 (header)</translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2</source>
        <translation>%1 fields, but the header has %2</translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation>a value is required</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>must be a whole number from %1 to %2</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>must be a number from %1 to %2</translation>
    </message>
    <message>
        <source>ends before the quote date</source>
        <translation>ends before the quote date</translation>
    </message>
    <message>
        <source>must be nvme, ssd or hdd</source>
        <translation>must be nvme, ssd or hdd</translation>
    </message>
    <message>
        <source>must be ib, roce or ethernet</source>
        <translation>must be ib, roce or ethernet</translation>
    </message>
    <message>
        <source>unknown currency; use CNY, USD or EUR</source>
        <translation>unknown currency; use CNY, USD or EUR</translation>
    </message>
    <message>
        <source>the price must be greater than zero</source>
        <translation>the price must be greater than zero</translation>
    </message>
    <message>
        <source>must be yes or no (是/否)</source>
        <translation>must be yes or no (是/否)</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>VAT must be at least 0% and below 100%</translation>
    </message>
    <message>
        <source>the price includes VAT: give the rate, e.g. 6</source>
        <translation>the price includes VAT: give the rate, e.g. 6</translation>
    </message>
    <message>
        <source>must be an amount of zero or more</source>
        <translation>must be an amount of zero or more</translation>
    </message>
    <message>
        <source>duplicate of line %1</source>
        <translation>duplicate of line %1</translation>
    </message>
    <message>
        <source>a quoted field is never closed (a missing ")</source>
        <translation>a quoted field is never closed (a missing ")</translation>
    </message>
    <message>
        <source>the file has a header but no quotes</source>
        <translation>the file has a header but no quotes</translation>
    </message>
    <message>
        <source>unknown column '%1'; did you mean '%2'?</source>
        <translation>unknown column '%1'; did you mean '%2'?</translation>
    </message>
    <message>
        <source>must be special (专票, 增值税专用发票) or ordinary (普票, 普通发票)</source>
        <translation>must be special (专票, 增值税专用发票) or ordinary (普票, 普通发票)</translation>
    </message>
    <message>
        <source>the quote could not be written</source>
        <translation>the quote could not be written</translation>
    </message>
    <message>
        <source>'%1' is not a column; the columns are %2</source>
        <translation>'%1' is not a column; the columns are %2</translation>
    </message>
    <message>
        <source>the quote could not be read back</source>
        <translation>the quote could not be read back</translation>
    </message>
    <message>
        <source>unknown column '%1'; a quote file needs the columns %2 (the quote template lists every column)</source>
        <translation>unknown column '%1'; a quote file needs the columns %2 (the quote template lists every column)</translation>
    </message>
    <message>
        <source>required columns are missing: %1. The optional ones are listed in the quote template</source>
        <translation>required columns are missing: %1. The optional ones are listed in the quote template</translation>
    </message>
    <message>
        <source>a savings plan commits for 1 or 3 years (0 or empty: none)</source>
        <translation>a savings plan commits for 1 or 3 years (0 or empty: none)</translation>
    </message>
    <message>
        <source>an hourly commitment needs its term: give commitment_years (1 or 3)</source>
        <translation>an hourly commitment needs its term: give commitment_years (1 or 3)</translation>
    </message>
    <message>
        <source>a savings plan does not apply to spot instances</source>
        <translation>a savings plan does not apply to spot instances</translation>
    </message>
    <message>
        <source>must be yes or no (是/否); empty: not stated</source>
        <translation>must be yes or no (是/否); empty: not stated</translation>
    </message>
    <message>
        <source>must be one of gpu-hour, server-hour, gpu-day, server-day, gpu-week, server-week, gpu-month, server-month, gpu-year, server-year (or 卡时, 台周, 台月, ...)</source>
        <translation>must be one of gpu-hour, server-hour, gpu-day, server-day, gpu-week, server-week, gpu-month, server-month, gpu-year, server-year (or 卡时, 台周, 台月, ...)</translation>
    </message>
    <message>
        <source>must be second, minute, hour, day, week, month or year (按秒, 按分钟, 按小时, …)</source>
        <translation>must be second, minute, hour, day, week, month or year (按秒, 按分钟, 按小时, …)</translation>
    </message>
    <message>
        <source>comes to less than ¥0.01 per GPU-hour; check the price and its unit</source>
        <translation>comes to less than ¥0.01 per GPU-hour; check the price and its unit</translation>
    </message>
    <message>
        <source>stored with the quote</source>
        <translation>stored with the quote</translation>
    </message>
    <message>
        <source>contains a NUL character (\0), which a database cannot store; remove it</source>
        <translation>contains a NUL character (\0), which a database cannot store; remove it</translation>
    </message>
    <message>
        <source>has %1 characters; this column holds at most %2</source>
        <translation>has %1 characters; this column holds at most %2</translation>
    </message>
    <message>
        <source>is before the quote date (%1)</source>
        <translation>is before the quote date (%1)</translation>
    </message>
    <message>
        <source>is more than two years after the quote date (%1): not a delivery a quote can promise</source>
        <translation>is more than two years after the quote date (%1): not a delivery a quote can promise</translation>
    </message>
    <message>
        <source>applies to spot instances only (spot = yes)</source>
        <translation>applies to spot instances only (spot = yes)</translation>
    </message>
    <message>
        <source>a spot instance can be reclaimed at any time: a minimum term longer than a week is not a spot term</source>
        <translation>a spot instance can be reclaimed at any time: a minimum term longer than a week is not a spot term</translation>
    </message>
    <message>
        <source>must be sxm (or nvlink), hccs (Ascend), pcie or 模组 (module)</source>
        <translation>must be sxm (or nvlink), hccs (Ascend), pcie or 模组 (module)</translation>
    </message>
    <message>
        <source>no sheet of the workbook has a row of quote column names (供应商, 报价日期, GPU型号, … or provider, quote_date, gpu, …); the first row of the first sheet reads: %1</source>
        <translation>no sheet of the workbook has a row of quote column names (供应商, 报价日期, GPU型号, … or provider, quote_date, gpu, …); the first row of the first sheet reads: %1</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nothing)</translation>
    </message>
    <message>
        <source>Excel workbook, sheet %1</source>
        <translation>Excel workbook, sheet %1</translation>
    </message>
    <message>
        <source>the file is neither UTF-8 nor GB18030 text, nor an Excel workbook (.xlsx or .xls); save it from Excel as "CSV UTF-8" or as .xlsx</source>
        <translation>the file is neither UTF-8 nor GB18030 text, nor an Excel workbook (.xlsx or .xls); save it from Excel as "CSV UTF-8" or as .xlsx</translation>
    </message>
    <message>
        <source>sheet '%1', row %2: %3</source>
        <translation>sheet '%1', row %2: %3</translation>
    </message>
    <message>
        <source>sheet '%1', row %2, column %3, value '%4': %5</source>
        <translation>sheet '%1', row %2, column %3, value '%4': %5</translation>
    </message>
    <message>
        <source>sheet '%1', row %2</source>
        <translation>sheet '%1', row %2</translation>
    </message>
    <message>
        <source>sheet '%1', row %2 (header)</source>
        <translation>sheet '%1', row %2 (header)</translation>
    </message>
    <message>
        <source>is a rate below 1%, which China's VAT does not have; for 6% write 6</source>
        <translation>is a rate below 1%, which China's VAT does not have; for 6% write 6</translation>
    </message>
    <message>
        <source>there is no such row to correct</source>
        <translation>there is no such row to correct</translation>
    </message>
    <message>
        <source>unknown column '%1'</source>
        <translation>unknown column '%1'</translation>
    </message>
    <message>
        <source>the column names again (the template's English row): not a quote, passed over</source>
        <translation>the column names again (the template's English row): not a quote, passed over</translation>
    </message>
    <message>
        <source>a note under the table: not a quote, passed over</source>
        <translation>a note under the table: not a quote, passed over</translation>
    </message>
    <message>
        <source>sheet '%1', row %2, column %3</source>
        <translation>sheet '%1', row %2, column %3</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n cell(s) of the sheet cannot be read. Nothing was recorded</source>
        <translation><numerusform>%1; %n cell of the sheet cannot be read. Nothing was recorded</numerusform><numerusform>%1; %n cells of the sheet cannot be read. Nothing was recorded</numerusform></translation>
    </message>
</context>
<context>
    <name>QuoteRanking</name>
    <message>
        <source>quote %1 cannot be priced</source>
        <translation>quote %1 cannot be priced</translation>
    </message>
    <message>
        <source>the deadline must be positive</source>
        <translation>the deadline must be positive</translation>
    </message>
    <message>
        <source>the quote's GPU '%1' is not in the catalog</source>
        <translation>the quote's GPU '%1' is not in the catalog</translation>
    </message>
    <message>
        <source>cannot be priced: %1</source>
        <translation>cannot be priced: %1</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB per GPU needed with all %2 GPUs offered (%3 GiB each), %4 GiB short</source>
        <translation>does not fit: %1 GiB per GPU needed with all %2 GPUs offered (%3 GiB each), %4 GiB short</translation>
    </message>
    <message>
        <source>no parallel layout of %1 GPU(s) in servers of %2 suits the model</source>
        <translation>no parallel layout of %1 GPU(s) in servers of %2 suits the model</translation>
    </message>
    <message>
        <source>misses the deadline by %1 days even on all %2 server(s)</source>
        <translation>misses the deadline by %1 days even on all %2 server(s)</translation>
    </message>
    <message>
        <source>priced for %1 of the %2 servers offered, the cheapest number that meets the deadline</source>
        <translation>priced for %1 of the %2 servers offered, the cheapest number that meets the deadline</translation>
    </message>
    <message>
        <source>the minimum term is billed</source>
        <translation>the minimum term is billed</translation>
    </message>
    <message>
        <source>deposit %1, refundable, not counted</source>
        <translation>deposit %1, refundable, not counted</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>delivered on %1, %n day(s) from today: with %2 days of running it finishes about %3, %4 days after the deadline</source>
        <translation><numerusform>delivered on %1, %n day from today: with %2 days of running it finishes about %3, %4 days after the deadline</numerusform><numerusform>delivered on %1, %n days from today: with %2 days of running it finishes about %3, %4 days after the deadline</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>the savings plan bills its commitment for %n year(s), used or not</source>
        <translation><numerusform>the savings plan bills its commitment for %n year, used or not</numerusform><numerusform>the savings plan bills its commitment for %n years, used or not</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>delivered on %1, %n day(s) from today</source>
        <translation><numerusform>delivered on %1, %n day from today</numerusform><numerusform>delivered on %1, %n days from today</numerusform></translation>
    </message>
    <message>
        <source>a stopped server loses its GPUs: pauses wait for free capacity</source>
        <translation>a stopped server loses its GPUs: pauses wait for free capacity</translation>
    </message>
    <message>
        <source>billed while stopped</source>
        <translation>billed while stopped</translation>
    </message>
    <message>
        <source>the quote expired on %1; ask the vendor for a new one before choosing it</source>
        <translation>the quote expired on %1; ask the vendor for a new one before choosing it</translation>
    </message>
    <message>
        <source>runs in time and budget</source>
        <translation>runs in time and budget</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>over budget</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>misses the deadline</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expired</translation>
    </message>
    <message>
        <source>cannot run it</source>
        <translation>cannot run it</translation>
    </message>
    <message>
        <source>the cost to you, %1, is over the budget of %2 by %3</source>
        <translation>the cost to you, %1, is over the budget of %2 by %3</translation>
    </message>
    <message>
        <source>Checks (for serving)</source>
        <translation>Checks (for serving)</translation>
    </message>
    <message>
        <source>Checks (for training)</source>
        <translation>Checks (for training)</translation>
    </message>
</context>
<context>
    <name>QuoteSelection</name>
    <message>
        <source>'%1' is not a quote id; give the ids separated by commas, e.g. 1,4,7</source>
        <translation>'%1' is not a quote id; give the ids separated by commas, e.g. 1,4,7</translation>
    </message>
    <message>
        <source>give at least one quote id, e.g. 1,4,7</source>
        <translation>give at least one quote id, e.g. 1,4,7</translation>
    </message>
    <message>
        <source>there is no quote %1 among the stored quotes</source>
        <translation>there is no quote %1 among the stored quotes</translation>
    </message>
</context>
<context>
    <name>QuoteService</name>
    <message>
        <source>no database of quotes is open</source>
        <translation>no database of quotes is open</translation>
    </message>
    <message>
        <source>your role on the team database %1 may read but not change it (a viewer): quotes, checklists and plans can be viewed and exported; changes are refused</source>
        <translation>your role on the team database %1 may read but not change it (a viewer): quotes, checklists and plans can be viewed and exported; changes are refused</translation>
    </message>
    <message>
        <source>%1 cannot be written (read-only): quotes, checklists and plans can be viewed and exported; changes are refused</source>
        <translation>%1 cannot be written (read-only): quotes, checklists and plans can be viewed and exported; changes are refused</translation>
    </message>
    <message>
        <source>database</source>
        <translation>database</translation>
    </message>
</context>
<context>
    <name>QuoteStore</name>
    <message>
        <source>quote %1 of %2</source>
        <translation>quote %1 of %2</translation>
    </message>
    <message>
        <source>this quote is already in the database (same provider, number, date, GPU, count and price)</source>
        <translation>this quote is already in the database (same provider, number, date, GPU, count and price)</translation>
    </message>
    <message>
        <source>normalised price of quote %1</source>
        <translation>normalised price of quote %1</translation>
    </message>
    <message>
        <source>quote id</source>
        <translation>quote id</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>cancelled: nothing was written</source>
        <translation>cancelled: nothing was written</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>quote</translation>
    </message>
    <message>
        <source>another stored quote has the same vendor, GPU, servers, price and date; change one of them or delete that quote</source>
        <translation>another stored quote has the same vendor, GPU, servers, price and date; change one of them or delete that quote</translation>
    </message>
    <message>
        <source>nothing to restore</source>
        <translation>nothing to restore</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>quote %1</translation>
    </message>
    <message>
        <source>there is no quote %1 in this database</source>
        <translation>there is no quote %1 in this database</translation>
    </message>
    <message>
        <source>changed by %1 at %2 since you opened it (%3); nothing was written: reload the quotes and edit it again</source>
        <translation>changed by %1 at %2 since you opened it (%3); nothing was written: reload the quotes and edit it again</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>someone else</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>an unknown time</translation>
    </message>
    <message>
        <source>the same values</source>
        <translation>the same values</translation>
    </message>
    <message>
        <source>the team database's quotes table has no column %1: is its schema older than this program's?</source>
        <translation>the team database's quotes table has no column %1: is its schema older than this program's?</translation>
    </message>
    <message>
        <source>quotes %1 to %2 of %3</source>
        <translation>quotes %1 to %2 of %3</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>entered by hand</translation>
    </message>
    <message>
        <source>restored (a deletion undone)</source>
        <translation>restored (a deletion undone)</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>imported</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>imported from %1</translation>
    </message>
</context>
<context>
    <name>ReferencePrices</name>
    <message>
        <source>unknown currency '%1'; use CNY, USD or EUR</source>
        <translation>unknown currency '%1'; use CNY, USD or EUR</translation>
    </message>
    <message>
        <source>'%1' is not a positive amount</source>
        <translation>'%1' is not a positive amount</translation>
    </message>
    <message>
        <source>'%1' is not a positive whole number</source>
        <translation>'%1' is not a positive whole number</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>VAT must be at least 0% and below 100%</translation>
    </message>
    <message>
        <source>a buy row needs the server's power in kW</source>
        <translation>a buy row needs the server's power in kW</translation>
    </message>
    <message>
        <source>'%1' is not a price unit such as gpu-hour or server-month</source>
        <translation>'%1' is not a price unit such as gpu-hour or server-month</translation>
    </message>
    <message>
        <source>'%1' is not one of second, hour, day, month, year</source>
        <translation>'%1' is not one of second, hour, day, month, year</translation>
    </message>
    <message>
        <source>China</source>
        <translation>China</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>Global</translation>
    </message>
    <message>
        <source>'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot, buy</source>
        <translation>'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot, buy</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>undated</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>PDF output needs the graphical part of Qt</source>
        <translation>PDF output needs the graphical part of Qt</translation>
    </message>
    <message>
        <source>the Chinese font WenQuanYi Micro Hei is not installed, so Chinese text would come out as boxes; install it (Debian: apt-get install fonts-wqy-microhei)</source>
        <translation>the Chinese font WenQuanYi Micro Hei is not installed, so Chinese text would come out as boxes; install it (Debian: apt-get install fonts-wqy-microhei)</translation>
    </message>
    <message>
        <source>cannot start the PDF</source>
        <translation>cannot start the PDF</translation>
    </message>
    <message>
        <source>GPU Rental Planner</source>
        <translation>GPU Rental Planner</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>cannot write the workbook: %1</source>
        <translation>cannot write the workbook: %1</translation>
    </message>
    <message>
        <source>Contract and acceptance checklists</source>
        <translation>Contract and acceptance checklists</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Quote number</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>Quote date</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Customer or project</source>
        <translation>Customer or project</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Prepared by</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>Document number</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 not applicable, %4 open</source>
        <translation>%1 confirmed, %2 failed, %3 not applicable, %4 open</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>Expected value</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidence</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <source>Both parties confirm the statuses and evidence above as of the date signed.</source>
        <translation>Both parties confirm the statuses and evidence above as of the date signed.</translation>
    </message>
    <message>
        <source>Party A (customer)</source>
        <translation>Party A (customer)</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Party B (provider)</source>
        <translation>Party B (provider)</translation>
    </message>
    <message>
        <source>Quote comparison</source>
        <translation>Quote comparison</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price as quoted</source>
        <translation>Price as quoted</translation>
    </message>
    <message>
        <source>CNY per GPU-hour, VAT excluded</source>
        <translation>CNY per GPU-hour, VAT excluded</translation>
    </message>
    <message>
        <source>This job's total, VAT excluded</source>
        <translation>This job's total, VAT excluded</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>VAT and invoice</source>
        <translation>VAT and invoice</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>Minimum term</translation>
    </message>
    <message>
        <source>Support response / hardware replacement</source>
        <translation>Support response / hardware replacement</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valid until</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation>all pass</translation>
    </message>
    <message>
        <source>None of these quotes can run the job within the deadline and budget.</source>
        <translation>None of these quotes can run the job within the deadline and budget.</translation>
    </message>
    <message>
        <source>Every quote fails a check; none is recommended.</source>
        <translation>Every quote fails a check; none is recommended.</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommendation</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs per server</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>VAT %</source>
        <translation>VAT %</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>VAT included</translation>
    </message>
    <message>
        <source>Invoice type</source>
        <translation>Invoice type</translation>
    </message>
    <message>
        <source>Setup fee</source>
        <translation>Setup fee</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Deposit</translation>
    </message>
    <message>
        <source>Support response (h)</source>
        <translation>Support response (h)</translation>
    </message>
    <message>
        <source>Hardware replacement (h)</source>
        <translation>Hardware replacement (h)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Quotes</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>optimizer states</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 gathered layers</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>framework overhead</translation>
    </message>
    <message>
        <source>total %1 GiB of %2 GiB (the black line)</source>
        <translation>total %1 GiB of %2 GiB (the black line)</translation>
    </message>
    <message>
        <source>months of use; cumulative cost in CNY, VAT excluded</source>
        <translation>months of use; cumulative cost in CNY, VAT excluded</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>budget %1</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>deadline</translation>
    </message>
    <message>
        <source>GPU rental plan</source>
        <translation>GPU rental plan</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation>Method and precision</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Sequence length and global batch</source>
        <translation>Sequence length and global batch</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget, VAT excluded</source>
        <translation>Budget, VAT excluded</translation>
    </message>
    <message>
        <source>GPUs at most</source>
        <translation>GPUs at most</translation>
    </message>
    <message>
        <source>No configuration can run this job under these constraints.</source>
        <translation>No configuration can run this job under these constraints.</translation>
    </message>
    <message>
        <source>Memory required per GPU</source>
        <translation>Memory required per GPU</translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation>Recommended configurations</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <source>Cost, VAT excluded</source>
        <translation>Cost, VAT excluded</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>Cost over time</translation>
    </message>
    <message>
        <source>%1 × %2 kept all month, reference prices of each rental term, VAT excluded.</source>
        <translation>%1 × %2 kept all month, reference prices of each rental term, VAT excluded.</translation>
    </message>
    <message>
        <source>Assumptions and data sources</source>
        <translation>Assumptions and data sources</translation>
    </message>
    <message>
        <source>A month is %1 hours; amounts are in CNY without VAT.</source>
        <translation>A month is %1 hours; amounts are in CNY without VAT.</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Months</translation>
    </message>
    <message>
        <source>There is no reference price for %1, so the cost over time is not drawn; price it with quotes.</source>
        <translation>There is no reference price for %1, so the cost over time is not drawn; price it with quotes.</translation>
    </message>
    <message>
        <source>The stored quotes valid today, weighed for this job; the best five.</source>
        <translation>The stored quotes valid today, weighed for this job; the best five.</translation>
    </message>
    <message>
        <source>Cost to you</source>
        <translation>Cost to you</translation>
    </message>
    <message>
        <source>VAT basis</source>
        <translation>VAT basis</translation>
    </message>
    <message>
        <source>quote %1 has no checklists yet; create them first</source>
        <translation>quote %1 has no checklists yet; create them first</translation>
    </message>
    <message>
        <source>Billing terms</source>
        <translation>Billing terms</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>tight</translation>
    </message>
    <message>
        <source> … [cut: %1 characters in all; a cell holds at most 32,767]</source>
        <translation> … [cut: %1 characters in all; a cell holds at most 32,767]</translation>
    </message>
    <message>
        <source>plan-summary</source>
        <translation>plan-summary</translation>
    </message>
    <message>
        <source>quote-comparison</source>
        <translation>quote-comparison</translation>
    </message>
    <message>
        <source>checklists</source>
        <translation>checklists</translation>
    </message>
    <message>
        <source>Times in brackets: the range the published runs allow (each left out of the fit).</source>
        <translation>Times in brackets: the range the published runs allow (each left out of the fit).</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) of this document cannot be drawn by the installed fonts and print as empty boxes (%1); replace them in the text (a vendor name, a note) or install a font that has them</source>
        <translation><numerusform>%n character of this document cannot be drawn by the installed fonts and print as empty boxes (%1); replace them in the text (a vendor name, a note) or install a font that has them</numerusform><numerusform>%n characters of this document cannot be drawn by the installed fonts and print as empty boxes (%1); replace them in the text (a vendor name, a note) or install a font that has them</numerusform></translation>
    </message>
    <message>
        <source>Appendix: the delivery report's lines</source>
        <translation>Appendix: the delivery report's lines</translation>
    </message>
    <message>
        <source>Name and title</source>
        <translation>Name and title</translation>
    </message>
    <message>
        <source>Company seal</source>
        <translation>Company seal</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 parameters)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>amount (term)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> (the report's lines: appendix)</source>
        <translation> (the report's lines: appendix)</translation>
    </message>
    <message>
        <source>Acceptance on delivery</source>
        <translation>Acceptance on delivery</translation>
    </message>
    <message>
        <source>Within the deadline and budget?</source>
        <translation>Within the deadline and budget?</translation>
    </message>
    <message>
        <source>serving-plan</source>
        <translation>serving-plan</translation>
    </message>
    <message>
        <source>… [cut: %1 characters in all]</source>
        <translation>… [cut: %1 characters in all]</translation>
    </message>
    <message>
        <source>%1 (quote %2): the lowest price per GPU-hour to you (%3; %4) among the quotes without a failed check. Weigh a job to compare totals, which can rank them differently.</source>
        <translation>%1 (quote %2): the lowest price per GPU-hour to you (%3; %4) among the quotes without a failed check. Weigh a job to compare totals, which can rank them differently.</translation>
    </message>
    <message>
        <source>Tax basis</source>
        <translation>Tax basis</translation>
    </message>
    <message>
        <source>GPU kinds allowed</source>
        <translation>GPU kinds allowed</translation>
    </message>
    <message>
        <source>GPUs in all, at least</source>
        <translation>GPUs in all, at least</translation>
    </message>
    <message>
        <source>Delivered by</source>
        <translation>Delivered by</translation>
    </message>
    <message>
        <source>Response time at most (hours)</source>
        <translation>Response time at most (hours)</translation>
    </message>
    <message>
        <source>Hardware replacement at most (hours)</source>
        <translation>Hardware replacement at most (hours)</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Invoice</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Payment terms</translation>
    </message>
    <message>
        <source>price %1, delivery %2, SLA %3, invoice %4</source>
        <translation>price %1, delivery %2, SLA %3, invoice %4</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>Request for quotation</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Purchase</translation>
    </message>
    <message>
        <source>Purchase number</source>
        <translation>Purchase number</translation>
    </message>
    <message>
        <source>Procurement method</source>
        <translation>Procurement method</translation>
    </message>
    <message>
        <source>Offers due</source>
        <translation>Offers due</translation>
    </message>
    <message>
        <source>Invited vendors</source>
        <translation>Invited vendors</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Requirements</translation>
    </message>
    <message>
        <source>No requirement beyond running the job.</source>
        <translation>No requirement beyond running the job.</translation>
    </message>
    <message>
        <source>How offers are weighed</source>
        <translation>How offers are weighed</translation>
    </message>
    <message>
        <source>Each offer is weighed by what this job costs the buyer under it: its price, unit, minimum term, billing granularity, setup fee, VAT and invoice, and its delivery date, not by its unit price alone. An offer past its validity cannot be awarded.</source>
        <translation>Each offer is weighed by what this job costs the buyer under it: its price, unit, minimum term, billing granularity, setup fee, VAT and invoice, and its delivery date, not by its unit price alone. An offer past its validity cannot be awarded.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Required</translation>
    </message>
    <message>
        <source>How to answer</source>
        <translation>How to answer</translation>
    </message>
    <message>
        <source>Answer in the attached template (.xlsx), one row per offer; CSV in the same columns is also accepted.</source>
        <translation>Answer in the attached template (.xlsx), one row per offer; CSV in the same columns is also accepted.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Example</translation>
    </message>
    <message>
        <source>Evaluation report</source>
        <translation>Evaluation report</translation>
    </message>
    <message>
        <source>Award memo</source>
        <translation>Award memo</translation>
    </message>
    <message>
        <source>Answering vendors</source>
        <translation>Answering vendors</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message>
        <source>clarification</source>
        <translation>clarification</translation>
    </message>
    <message>
        <source>Offers by round</source>
        <translation>Offers by round</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Evaluated price</source>
        <translation>Evaluated price</translation>
    </message>
    <message>
        <source>Excluding VAT</source>
        <translation>Excluding VAT</translation>
    </message>
    <message>
        <source>Price score</source>
        <translation>Price score</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Delivery</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>Compliance</translation>
    </message>
    <message>
        <source>compliant</source>
        <translation>compliant</translation>
    </message>
    <message>
        <source>Compliance and evaluation</source>
        <translation>Compliance and evaluation</translation>
    </message>
    <message>
        <source>Base price (评标基准价): the lowest evaluated price of the compliant offers, %1. Price score = base price ÷ evaluated price × price weight (财政部令第87号 第五十五条).</source>
        <translation>Base price (评标基准价): the lowest evaluated price of the compliant offers, %1. Price score = base price ÷ evaluated price × price weight (财政部令第87号 第五十五条).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Recommendation and award</source>
        <translation>Recommendation and award</translation>
    </message>
    <message>
        <source>First in the evaluation</source>
        <translation>First in the evaluation</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensitivity</translation>
    </message>
    <message>
        <source>Awarded to</source>
        <translation>Awarded to</translation>
    </message>
    <message>
        <source>Reason for the award</source>
        <translation>Reason for the award</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Deviation</translation>
    </message>
    <message>
        <source>Requesting department</source>
        <translation>Requesting department</translation>
    </message>
    <message>
        <source>Procurement</source>
        <translation>Procurement</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finance</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Approval</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Award prepared by</source>
        <translation>Award prepared by</translation>
    </message>
    <message>
        <source>Award approved by</source>
        <translation>Award approved by</translation>
    </message>
    <message>
        <source>request-for-quotation</source>
        <translation>request-for-quotation</translation>
    </message>
    <message>
        <source>award-memo</source>
        <translation>award-memo</translation>
    </message>
    <message>
        <source>Training software</source>
        <translation>Training software</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Service</translation>
    </message>
    <message>
        <source>not awarded</source>
        <translation>not awarded</translation>
    </message>
    <message>
        <source>Winning bidder</source>
        <translation>Winning bidder</translation>
    </message>
    <message>
        <source>%1, round %2, ranked %3 of %4 responsive offer(s)</source>
        <translation>%1, round %2, ranked %3 of %4 responsive offer(s)</translation>
    </message>
    <message>
        <source>What is bought</source>
        <translation>What is bought</translation>
    </message>
    <message>
        <source>GPU %1; offered: %2 server(s) with %3 GPUs in all</source>
        <translation>GPU %1; offered: %2 server(s) with %3 GPUs in all</translation>
    </message>
    <message>
        <source>Winning bid amount (incl. VAT)</source>
        <translation>Winning bid amount (incl. VAT)</translation>
    </message>
    <message>
        <source>Award amount (incl. VAT)</source>
        <translation>Award amount (incl. VAT)</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>In words</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>VAT</translation>
    </message>
    <message>
        <source>Input VAT deducted</source>
        <translation>Input VAT deducted</translation>
    </message>
    <message>
        <source>none: the VAT is a cost to the buyer</source>
        <translation>none: the VAT is a cost to the buyer</translation>
    </message>
    <message>
        <source>Above the first-ranked offer</source>
        <translation>Above the first-ranked offer</translation>
    </message>
    <message>
        <source>%1 (%2 %) more than %3 at %4</source>
        <translation>%1 (%2 %) more than %3 at %4</translation>
    </message>
    <message>
        <source>not yet approved</source>
        <translation>not yet approved</translation>
    </message>
    <message>
        <source>How the approver is known</source>
        <translation>How the approver is known</translation>
    </message>
    <message>
        <source>the team database's login that approved it</source>
        <translation>the team database's login that approved it</translation>
    </message>
    <message>
        <source>the operating-system user of the computer that approved it, as that system names it; not verified (a local database file)</source>
        <translation>the operating-system user of the computer that approved it, as that system names it; not verified (a local database file)</translation>
    </message>
    <message>
        <source>Department</source>
        <translation>Department</translation>
    </message>
    <message>
        <source>Opinion</source>
        <translation>Opinion</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Award</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Evaluated bid price</source>
        <translation>Evaluated bid price</translation>
    </message>
    <message>
        <source>%1 days after the deadline (until %2)</source>
        <translation>%1 days after the deadline (until %2)</translation>
    </message>
    <message>
        <source>%1 days after the deadline</source>
        <translation>%1 days after the deadline</translation>
    </message>
    <message>
        <source>How to submit</source>
        <translation>How to submit</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <source>Offers valid at least</source>
        <translation>Offers valid at least</translation>
    </message>
    <message>
        <source>Rental starts</source>
        <translation>Rental starts</translation>
    </message>
    <message>
        <source>on delivery</source>
        <translation>on delivery</translation>
    </message>
    <message>
        <source>the team database's login that approved it, stamped by the server, which refuses the award's preparer and anyone who is not an approver</source>
        <translation>the team database's login that approved it, stamped by the server, which refuses the award's preparer and anyone who is not an approver</translation>
    </message>
    <message>
        <source>Acceptance reports, retests included</source>
        <translation>Acceptance reports, retests included</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Imported</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Standing</translation>
    </message>
    <message>
        <source>the quote's server</source>
        <translation>the quote's server</translation>
    </message>
    <message>
        <source>nothing failed</source>
        <translation>nothing failed</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>stands</translation>
    </message>
    <message>
        <source>replaced by a later report of this server</source>
        <translation>replaced by a later report of this server</translation>
    </message>
    <message>
        <source>Billed, VAT excluded (as the bill states)</source>
        <translation>Billed, VAT excluded (as the bill states)</translation>
    </message>
    <message>
        <source>Billed VAT</source>
        <translation>Billed VAT</translation>
    </message>
    <message>
        <source>Billed total</source>
        <translation>Billed total</translation>
    </message>
    <message>
        <source>Due under the contract, VAT excluded</source>
        <translation>Due under the contract, VAT excluded</translation>
    </message>
    <message>
        <source>SLA credit deducted</source>
        <translation>SLA credit deducted</translation>
    </message>
    <message>
        <source>Payable, VAT excluded</source>
        <translation>Payable, VAT excluded</translation>
    </message>
    <message>
        <source>Payable VAT at the contract's rate</source>
        <translation>Payable VAT at the contract's rate</translation>
    </message>
    <message>
        <source>Payable total</source>
        <translation>Payable total</translation>
    </message>
    <message>
        <source>Disputed (billed total less payable)</source>
        <translation>Disputed (billed total less payable)</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accepted</translation>
    </message>
    <message>
        <source>Billable hours</source>
        <translation>Billable hours</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Allowed</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>Fee due</translation>
    </message>
    <message>
        <source>Down (h)</source>
        <translation>Down (h)</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Clause</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Billing month</source>
        <translation>Billing month</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>Bill</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Approved for payment by</source>
        <translation>Approved for payment by</translation>
    </message>
    <message>
        <source>Reconciliation statement</source>
        <translation>Reconciliation statement</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Differences</translation>
    </message>
    <message>
        <source>The bill asks what the contract allows.</source>
        <translation>The bill asks what the contract allows.</translation>
    </message>
    <message>
        <source>Servers in the month</source>
        <translation>Servers in the month</translation>
    </message>
    <message>
        <source>Allowed and billed in the contract's unit; billable hours from acceptance, less outage time beyond the replacement time; China time.</source>
        <translation>Allowed and billed in the contract's unit; billable hours from acceptance, less outage time beyond the replacement time; China time.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <source>Rows left out</source>
        <translation>Rows left out</translation>
    </message>
    <message>
        <source>Prepared by (procurement)</source>
        <translation>Prepared by (procurement)</translation>
    </message>
    <message>
        <source>Checked (finance)</source>
        <translation>Checked (finance)</translation>
    </message>
    <message>
        <source>Approved for payment</source>
        <translation>Approved for payment</translation>
    </message>
    <message>
        <source>Contract term</source>
        <translation>Contract term</translation>
    </message>
    <message>
        <source>reconciliation-statement</source>
        <translation>reconciliation-statement</translation>
    </message>
    <message>
        <source>Renew</source>
        <translation>Renew</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>Quote %1</translation>
    </message>
    <message>
        <source>Market price</source>
        <translation>Market price</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Vendor or source</source>
        <translation>Vendor or source</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Rent</translation>
    </message>
    <message>
        <source>Switching</source>
        <translation>Switching</translation>
    </message>
    <message>
        <source>Against renewing</source>
        <translation>Against renewing</translation>
    </message>
    <message>
        <source>Renewal memo</source>
        <translation>Renewal memo</translation>
    </message>
    <message>
        <source>Term ends</source>
        <translation>Term ends</translation>
    </message>
    <message>
        <source>%1 days left</source>
        <translation>%1 days left</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Compared</translation>
    </message>
    <message>
        <source>%1 GPUs (%2) for %3 months of %4 h, VAT excluded; switching adds %5 days of both running at the contract's price</source>
        <translation>%1 GPUs (%2) for %3 months of %4 h, VAT excluded; switching adds %5 days of both running at the contract's price</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>renewal-memo</source>
        <translation>renewal-memo</translation>
    </message>
    <message>
        <source>the servers that serve the job's peak with its headroom on the GPU you offer</source>
        <translation>the servers that serve the job's peak with its headroom on the GPU you offer</translation>
    </message>
    <message>
        <source>the GPUs the job needs on the GPU you offer</source>
        <translation>the GPUs the job needs on the GPU you offer</translation>
    </message>
    <message>
        <source>at least %1 GPUs in all; %2</source>
        <translation>at least %1 GPUs in all; %2</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 months</translation>
    </message>
    <message>
        <source>as long as the job runs (your offer states the minimum term and the billing unit)</source>
        <translation>as long as the job runs (your offer states the minimum term and the billing unit)</translation>
    </message>
    <message>
        <source>Quantity to price</source>
        <translation>Quantity to price</translation>
    </message>
    <message>
        <source>Rental term</source>
        <translation>Rental term</translation>
    </message>
    <message>
        <source>The award does not follow the evaluation's ranking; its reason is under "Reason for the award".</source>
        <translation>The award does not follow the evaluation's ranking; its reason is under "Reason for the award".</translation>
    </message>
    <message>
        <source>cost to you worked out as for a %1</source>
        <translation>cost to you worked out as for a %1</translation>
    </message>
    <message>
        <source>Evaluation method</source>
        <translation>Evaluation method</translation>
    </message>
    <message>
        <source>Evaluation results</source>
        <translation>Evaluation results</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>quote %1</translation>
    </message>
    <message>
        <source>%1 (quote %2): the lowest cost to you for this job, %3, among the quotes that can run it within the deadline and budget; %4; layout %5, an estimated %6 hours.</source>
        <translation>%1 (quote %2): the lowest cost to you for this job, %3, among the quotes that can run it within the deadline and budget; %4; layout %5, an estimated %6 hours.</translation>
    </message>
    <message>
        <source>Prices per GPU-hour are normalised to CNY without VAT at the exchange rates and hours per month in the settings; a job's total follows each quote's own unit, minimum term, billing granularity and setup fee. Checks: the rules of the reference articles that come with the program.</source>
        <translation>Prices per GPU-hour are normalised to CNY without VAT at the exchange rates and hours per month in the settings; a job's total follows each quote's own unit, minimum term, billing granularity and setup fee. Checks: the rules of the reference articles that come with the program.</translation>
    </message>
    <message>
        <source>Memory: weights, gradients, optimizer states, activations (Korthikanti et al. 2022) and framework overhead; time: compute at the GPU catalog's efficiency plus the communication not hidden (gpuplan estimate --explain).</source>
        <translation>Memory: weights, gradients, optimizer states, activations (Korthikanti et al. 2022) and framework overhead; time: compute at the GPU catalog's efficiency plus the communication not hidden (gpuplan estimate --explain).</translation>
    </message>
    <message>
        <source>Checklists of the best quote</source>
        <translation>Checklists of the best quote</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>, record (履约评价) %1</source>
        <translation>, record (履约评价) %1</translation>
    </message>
    <message>
        <source>Record of %1: %2</source>
        <translation>Record of %1: %2</translation>
    </message>
    <message>
        <source>Record basis</source>
        <translation>Record basis</translation>
    </message>
</context>
<context>
    <name>ReportOutage</name>
    <message>
        <source>%1 of %2 GPUs seen</source>
        <translation>%1 of %2 GPUs seen</translation>
    </message>
    <message>
        <source>nvidia-smi: %1</source>
        <translation>nvidia-smi: %1</translation>
    </message>
    <message>
        <source>hardware Xid %1</source>
        <translation>hardware Xid %1</translation>
    </message>
    <message>
        <source>%1 shows no GPU missing, none unreachable and no hardware Xid: no outage in it</source>
        <translation>%1 shows no GPU missing, none unreachable and no hardware Xid: no outage in it</translation>
    </message>
    <message>
        <source>%1 names no server (no hostname line): give it with --server</source>
        <translation>%1 names no server (no hostname line): give it with --server</translation>
    </message>
    <message>
        <source>give when the outage began and ended: --from and --until, e.g. 2026-11-03 14:20 (China time)</source>
        <translation>give when the outage began and ended: --from and --until, e.g. 2026-11-03 14:20 (China time)</translation>
    </message>
    <message>
        <source>the outage ends before it starts</source>
        <translation>the outage ends before it starts</translation>
    </message>
    <message>
        <source>%1 (report %2)</source>
        <translation>%1 (report %2)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>report</source>
        <translation>report</translation>
    </message>
    <message>
        <source>server</source>
        <translation>server</translation>
    </message>
    <message>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
</context>
<context>
    <name>RuleChecks</name>
    <message>
        <source>estimator</source>
        <translation>estimator</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but the %2 has %3 GiB</source>
        <translation>needs %1 GiB per GPU but the %2 has %3 GiB</translation>
    </message>
    <message>
        <source>uses %1 of %2 GiB per GPU (%3% free)</source>
        <translation>uses %1 of %2 GiB per GPU (%3% free)</translation>
    </message>
    <message>
        <source>; less than 10% free leaves no room for longer sequences or allocator spikes</source>
        <translation>; less than 10% free leaves no room for longer sequences or allocator spikes</translation>
    </message>
    <message>
        <source>a %1 model: one card is enough for fine-tuning and inference</source>
        <translation>a %1 model: one card is enough for fine-tuning and inference</translation>
    </message>
    <message>
        <source>a %1 model: seed 000 says one card is enough for fine-tuning and inference; %2 GPUs only buy speed</source>
        <translation>a %1 model: article [1] says one card is enough for fine-tuning and inference; %2 GPUs only buy speed</translation>
    </message>
    <message>
        <source>a %1 model on %2 GPUs in one server, as seed 000 recommends for 13B–70B</source>
        <translation>a %1 model on %2 GPUs in one server, as article [1] recommends for 13B–70B</translation>
    </message>
    <message>
        <source>seed 000 recommends 4–8 GPUs in one server for 13B–70B models; this uses %1 GPU(s) in %2 server(s)</source>
        <translation>article [1] recommends 4–8 GPUs in one server for 13B–70B models; this uses %1 GPU(s) in %2 server(s)</translation>
    </message>
    <message>
        <source>a %1 model on %2 GPUs</source>
        <translation>a %1 model on %2 GPUs</translation>
    </message>
    <message>
        <source>full pre-training of a model of 100B or more needs a cluster of tens to hundreds of GPUs (seed 000); this uses %1</source>
        <translation>full pre-training of a model of 100B or more needs a cluster of tens to hundreds of GPUs (article [1]); this uses %1</translation>
    </message>
    <message>
        <source>a %1 card for a %2 model: entry cards (16–24 GB) suffice for ≤7B work, flagships are for 100B+ pre-training</source>
        <translation>a %1 card for a %2 model: entry cards (16–24 GB) suffice for ≤7B work, flagships are for 100B+ pre-training</translation>
    </message>
    <message>
        <source>an %1 card for a %2 model: seed 000 recommends advanced (32–48 GB) cards for 13B–70B and flagships for larger models</source>
        <translation>an %1 card for a %2 model: article [1] recommends advanced (32–48 GB) cards for 13B–70B and flagships for larger models</translation>
    </message>
    <message>
        <source>%1 card for a %2 model</source>
        <translation>%1 card for a %2 model</translation>
    </message>
    <message>
        <source>%1 CPU cores for %2 GPUs per server; at least one core per GPU is needed for data loading and scheduling</source>
        <translation>%1 CPU cores for %2 GPUs per server; at least one core per GPU is needed for data loading and scheduling</translation>
    </message>
    <message>
        <source>ask for at least %1 CPU cores per server (one per GPU, more for heavy data preprocessing)</source>
        <translation>ask for at least %1 CPU cores per server (one per GPU, more for heavy data preprocessing)</translation>
    </message>
    <message>
        <source>NVMe SSD storage</source>
        <translation>NVMe SSD storage</translation>
    </message>
    <message>
        <source>%1 storage: training reads data continuously; seed 000 requires NVMe SSDs, slower disks starve the GPUs</source>
        <translation>%1 storage: training reads data continuously; article [1] requires NVMe SSDs, slower disks starve the GPUs</translation>
    </message>
    <message>
        <source>ask for NVMe SSD storage; for datasets over 10 TB, local NVMe disks rather than network storage</source>
        <translation>ask for NVMe SSD storage; for datasets over 10 TB, local NVMe disks rather than network storage</translation>
    </message>
    <message>
        <source>independent replicas: no traffic between the GPUs</source>
        <translation>independent replicas: no traffic between the GPUs</translation>
    </message>
    <message>
        <source>one GPU per server: no GPU-to-GPU traffic inside the server</source>
        <translation>one GPU per server: no GPU-to-GPU traffic inside the server</translation>
    </message>
    <message>
        <source>%1 with %2 (%3 GB/s per GPU) between the %4 GPUs of a server</source>
        <translation>%1 with %2 (%3 GB/s per GPU) between the %4 GPUs of a server</translation>
    </message>
    <message>
        <source>two PCIe cards are acceptable (seed 004); a bridge between them helps</source>
        <translation>two PCIe cards are acceptable (article [3]); a bridge between them helps</translation>
    </message>
    <message>
        <source>%1 PCIe GPUs training in parallel: PCIe 4.0 carries ≈64 GB/s against ≈600 GB/s over NVLink, so communication becomes the bottleneck; seed 004 requires SXM with NVLink for 4 or more GPUs</source>
        <translation>%1 PCIe GPUs training in parallel: PCIe 4.0 carries ≈64 GB/s against ≈600 GB/s over NVLink, so communication becomes the bottleneck; article [3] requires SXM with NVLink for 4 or more GPUs</translation>
    </message>
    <message>
        <source>one server: no network between servers in the training loop</source>
        <translation>one server: no network between servers in the training loop</translation>
    </message>
    <message>
        <source>%1 servers over ordinary Ethernet: GPUs stay 30–40% utilised (seed 000); ask for RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more</source>
        <translation>%1 servers over ordinary Ethernet: GPUs stay 30–40% utilised (article [1]); ask for RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more</translation>
    </message>
    <message>
        <source>%1 Gb/s between servers: below the 100 Gb/s that multi-server training needs (seed 004: 10 GbE is a bottleneck)</source>
        <translation>%1 Gb/s between servers: below the 100 Gb/s that multi-server training needs (article [3]: 10 GbE is a bottleneck)</translation>
    </message>
    <message>
        <source>%1 servers: require RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more per server in the contract, with a test report (seeds 001, 004)</source>
        <translation>%1 servers: require RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more per server in the contract, with a test report (articles [2], [3])</translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s between %3 servers</source>
        <translation>%1 at %2 Gb/s between %3 servers</translation>
    </message>
    <message>
        <source>%1 came out in %2: newest cards cost 20–30% more and their software ecosystem is less mature; the previous generation often trains nearly as fast for less</source>
        <translation>%1 came out in %2: newest cards cost 20–30% more and their software ecosystem is less mature; the previous generation often trains nearly as fast for less</translation>
    </message>
    <message>
        <source>%1 (%2): a mature generation</source>
        <translation>%1 (%2): a mature generation</translation>
    </message>
    <message>
        <source>%1 GB/s of memory bandwidth: bandwidth decides large-model speed as much as capacity; HBM cards reach 2,000–4,800 GB/s</source>
        <translation>%1 GB/s of memory bandwidth: bandwidth decides large-model speed as much as capacity; HBM cards reach 2,000–4,800 GB/s</translation>
    </message>
    <message>
        <source>%1 GB/s of memory bandwidth (%2)</source>
        <translation>%1 GB/s of memory bandwidth (%2)</translation>
    </message>
    <message>
        <source>sequences of %1 tokens exceed the model's %2-token context</source>
        <translation>sequences of %1 tokens exceed the model's %2-token context</translation>
    </message>
    <message>
        <source>model card</source>
        <translation>model card</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fail</translation>
    </message>
    <message>
        <source>twice the %1 GB of GPU memory</source>
        <translation>twice the %1 GB of GPU memory</translation>
    </message>
    <message>
        <source>seed 001 asks 1 TB or more for 100B+ models; twice the GPU memory would be %1 GB</source>
        <translation>article [2] asks 1 TB or more for 100B+ models; twice the GPU memory would be %1 GB</translation>
    </message>
    <message>
        <source>seed 001 asks 512 GB or more for large-model training; twice the GPU memory would be %1 GB</source>
        <translation>article [2] asks 512 GB or more for large-model training; twice the GPU memory would be %1 GB</translation>
    </message>
    <message>
        <source>%1 GB of RAM per server; needs at least %2 GB (%3)</source>
        <translation>%1 GB of RAM per server; needs at least %2 GB (%3)</translation>
    </message>
    <message>
        <source>ask for at least %1 GB of RAM per server (%2)</source>
        <translation>ask for at least %1 GB of RAM per server (%2)</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>scale</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>tier</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>storage</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>GPU interconnect</translation>
    </message>
    <message>
        <source>network</source>
        <translation>network</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>generation</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>memory bandwidth</translation>
    </message>
    <message>
        <source>context</source>
        <translation>context</translation>
    </message>
    <message>
        <source>seed 000</source>
        <translation>article [1]</translation>
    </message>
    <message>
        <source>seed 001</source>
        <translation>article [2]</translation>
    </message>
    <message>
        <source>seed 004</source>
        <translation>article [3]</translation>
    </message>
    <message>
        <source>, </source>
        <comment>sources</comment>
        <extracomment>How the sources of one check are joined: "seed 000, seed 001"; Chinese "[1][2]".</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>seed 000: 《服务器租用：AI 大模型训练如何选 GPU 配置才不踩坑》</source>
        <translation>article [1]: 《服务器租用：AI 大模型训练如何选 GPU 配置才不踩坑》</translation>
    </message>
    <message>
        <source>seed 001: 《大模型GPU服务器选购指南：算力成本与配置策略》</source>
        <translation>article [2]: 《大模型GPU服务器选购指南：算力成本与配置策略》</translation>
    </message>
    <message>
        <source>seed 004: 《山东GPU服务器租用做AI训练，显卡配置怎么匹配》</source>
        <translation>article [3]: 《山东GPU服务器租用做AI训练，显卡配置怎么匹配》</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>hard disk</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>InfiniBand (IB)</source>
        <translation>InfiniBand (IB)</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>one server: no network traffic between servers</source>
        <translation>one server: no network traffic between servers</translation>
    </message>
    <message>
        <source>%1 GB of RAM per server, less than the %2 GB the seeds ask (%3); a rule of thumb: this job keeps nothing in host memory, so check the data pipeline's needs with the vendor</source>
        <translation>%1 GB of RAM per server, less than the %2 GB the articles ask (%3); a rule of thumb: this job keeps nothing in host memory, so check the data pipeline's needs with the vendor</translation>
    </message>
    <message>
        <source>export rules</source>
        <translation>export rules</translation>
    </message>
    <message>
        <source>%1: a supply and compliance risk to cover in the contract, not a ban on renting</source>
        <translation>%1: a supply and compliance risk to cover in the contract, not a ban on renting</translation>
    </message>
    <message>
        <source>%1 GB of RAM per server cannot hold the %2 GB of offloaded optimizer states (DeepSpeed's estimate, × 1.5 for buffers)</source>
        <translation>%1 GB of RAM per server cannot hold the %2 GB of offloaded optimizer states (DeepSpeed's estimate, × 1.5 for buffers)</translation>
    </message>
    <message>
        <source>the offloaded optimizer states need %1 GB of RAM per server (DeepSpeed's estimate, × 1.5 for buffers); ask for at least %2 GB</source>
        <translation>the offloaded optimizer states need %1 GB of RAM per server (DeepSpeed's estimate, × 1.5 for buffers); ask for at least %2 GB</translation>
    </message>
    <message>
        <source>%1; %2 GB of it for the offloaded optimizer states</source>
        <translation>%1; %2 GB of it for the offloaded optimizer states</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) × %1 %2</source>
        <translation><numerusform>%n server × %1 %2</numerusform><numerusform>%n servers × %1 %2</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s)</source>
        <translation><numerusform>%n CPU core</numerusform><numerusform>%n CPU cores</numerusform></translation>
    </message>
    <message>
        <source>CPU cores not stated</source>
        <translation>CPU cores not stated</translation>
    </message>
    <message>
        <source>%1 GB RAM</source>
        <translation>%1 GB RAM</translation>
    </message>
    <message>
        <source>RAM not stated</source>
        <translation>RAM not stated</translation>
    </message>
    <message>
        <source>storage not stated</source>
        <translation>storage not stated</translation>
    </message>
    <message>
        <source>%1 storage</source>
        <translation>%1 storage</translation>
    </message>
    <message>
        <source>network not stated</source>
        <translation>network not stated</translation>
    </message>
    <message>
        <source>%1 network at %2 Gb/s</source>
        <translation>%1 network at %2 Gb/s</translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation>%1 network</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) × %1 GPUs</source>
        <translation><numerusform>%n server × %1 GPUs</numerusform><numerusform>%n servers × %1 GPUs</numerusform></translation>
    </message>
    <message>
        <source>Servers × GPUs per server</source>
        <translation>Servers × GPUs per server</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precision</translation>
    </message>
    <message>
        <source>the %1 has no FP8 tensor cores: the matrix products run in %2 at its %2 peak, and the time is estimated so</source>
        <translation>the %1 has no FP8 tensor cores: the matrix products run in %2 at its %2 peak, and the time is estimated so</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>datasheet</translation>
    </message>
    <message>
        <source>%1 storage: serving reads the model from it only when it starts (a slower start), not while it answers</source>
        <translation>%1 storage: serving reads the model from it only when it starts (a slower start), not while it answers</translation>
    </message>
    <message>
        <source>replicas tensor parallel over %1 PCIe GPUs: every output token waits on PCIe (≈64 GB/s against ≈600 GB/s over NVLink), so they answer slower than SXM GPUs would</source>
        <translation>replicas tensor parallel over %1 PCIe GPUs: every output token waits on PCIe (≈64 GB/s against ≈600 GB/s over NVLink), so they answer slower than SXM GPUs would</translation>
    </message>
    <message>
        <source>each replica inside one server: no traffic between servers while serving</source>
        <translation>each replica inside one server: no traffic between servers while serving</translation>
    </message>
    <message numerus="yes">
        <source>PCIe GPUs serving replicas of %n GPU(s): little traffic</source>
        <translation><numerusform>PCIe GPUs serving replicas of %n GPU: little traffic</numerusform><numerusform>PCIe GPUs serving replicas of %n GPUs: little traffic</numerusform></translation>
    </message>
</context>
<context>
    <name>Serving</name>
    <message>
        <source>no latency limit</source>
        <translation>no latency limit</translation>
    </message>
    <message>
        <source>first token within %1 ms</source>
        <translation>first token within %1 ms</translation>
    </message>
    <message>
        <source>%1 ms per output token (%2 tokens/s per user)</source>
        <translation>%1 ms per output token (%2 tokens/s per user)</translation>
    </message>
    <message>
        <source>%1, for %2 % of requests</source>
        <translation>%1, for %2 % of requests</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>serving needs a model with a known architecture</source>
        <translation>serving needs a model with a known architecture</translation>
    </message>
    <message>
        <source>input tokens per request must be between 1 and 10,000,000</source>
        <translation>input tokens per request must be between 1 and 10,000,000</translation>
    </message>
    <message>
        <source>output tokens per request must be between 1 and 10,000,000</source>
        <translation>output tokens per request must be between 1 and 10,000,000</translation>
    </message>
    <message>
        <source>input + output tokens (%1) exceed the model's context of %2 tokens</source>
        <translation>input + output tokens (%1) exceed the model's context of %2 tokens</translation>
    </message>
    <message>
        <source>the share of input tokens from the prefix cache must be from 0 up to (not including) 100 %</source>
        <translation>the share of input tokens from the prefix cache must be from 0 up to (not including) 100 %</translation>
    </message>
    <message>
        <source>serve weights in bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ)</source>
        <translation>serve weights in bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ)</translation>
    </message>
    <message>
        <source>the KV cache is kept in bf16, fp16, fp8 or int8</source>
        <translation>the KV cache is kept in bf16, fp16, fp8 or int8</translation>
    </message>
    <message>
        <source>%1 cannot run fp8 weights (no fp8 support); use bf16, int8 or int4</source>
        <translation>%1 cannot run fp8 weights (no fp8 support); use bf16, int8 or int4</translation>
    </message>
    <message>
        <source>the weights (%1 GiB per GPU) leave no room for the KV cache in %2 GiB</source>
        <translation>the weights (%1 GiB per GPU) leave no room for the KV cache in %2 GiB</translation>
    </message>
    <message>
        <source>one request of %1 tokens needs %2 GiB of KV cache per GPU; %3 GiB is left</source>
        <translation>one request of %1 tokens needs %2 GiB of KV cache per GPU; %3 GiB is left</translation>
    </message>
    <message>
        <source>weights per GPU</source>
        <translation>weights per GPU</translation>
    </message>
    <message>
        <source>parameters × bytes per parameter ÷ GPUs</source>
        <translation>parameters × bytes per parameter ÷ GPUs</translation>
    </message>
    <message>
        <source>%1 × %2 B ÷ %3</source>
        <translation>%1 × %2 B ÷ %3</translation>
    </message>
    <message>
        <source>KV cache per token per GPU</source>
        <translation>KV cache per token per GPU</translation>
    </message>
    <message>
        <source>layers × cached elements per token and layer × bytes ÷ GPUs sharing the heads</source>
        <translation>layers × cached elements per token and layer × bytes ÷ GPUs sharing the heads</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 B</source>
        <translation>%1 × %2 × %3 B</translation>
    </message>
    <message>
        <source>requests the KV cache holds</source>
        <translation>requests the KV cache holds</translation>
    </message>
    <message>
        <source>(memory × %1 − workspace %2 GiB − weights) ÷ (KV per token × (input + output))</source>
        <translation>(memory × %1 − workspace %2 GiB − weights) ÷ (KV per token × (input + output))</translation>
    </message>
    <message>
        <source>%1 GiB, %2 tokens per request</source>
        <translation>%1 GiB, %2 tokens per request</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization default 0.9</source>
        <translation>vLLM gpu_memory_utilization default 0.9</translation>
    </message>
    <message>
        <source>prefill of one request (ms)</source>
        <translation>prefill of one request (ms)</translation>
    </message>
    <message>
        <source>(input × 2 × active parameters + attention) ÷ (GPUs × peak × efficiency) + all-reduces + step overhead</source>
        <translation>(input × 2 × active parameters + attention) ÷ (GPUs × peak × efficiency) + all-reduces + step overhead</translation>
    </message>
    <message>
        <source>%1 tokens, %2 TFLOPS × %3 per GPU</source>
        <translation>%1 tokens, %2 TFLOPS × %3 per GPU</translation>
    </message>
    <message>
        <source>decode step (ms)</source>
        <translation>decode step (ms)</translation>
    </message>
    <message>
        <source>batch %1; memory %2 ms, compute %3 ms, links %4 ms, overhead %5 ms; %6 GB/s × %7</source>
        <translation>batch %1; memory %2 ms, compute %3 ms, links %4 ms, overhead %5 ms; %6 GB/s × %7</translation>
    </message>
    <message>
        <source>time per output token (ms)</source>
        <translation>time per output token (ms)</translation>
    </message>
    <message>
        <source>decode step ÷ (1 − share of time prefilling)</source>
        <translation>decode step ÷ (1 − share of time prefilling)</translation>
    </message>
    <message>
        <source>prefill share %1</source>
        <translation>prefill share %1</translation>
    </message>
    <message>
        <source>time to first token (ms)</source>
        <translation>time to first token (ms)</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 requests/s</translation>
    </message>
    <message>
        <source>queueing: Kingman's approximation</source>
        <translation>queueing: Kingman's approximation</translation>
    </message>
    <message>
        <source>the hour must be a whole number from 0 to 23, each once; read "%1"</source>
        <translation>the hour must be a whole number from 0 to 23, each once; read "%1"</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
    <message>
        <source>a share must be a number of 0 or more; read "%1"</source>
        <translation>a share must be a number of 0 or more; read "%1"</translation>
    </message>
    <message>
        <source>a daily profile has 24 hourly shares (or 24 lines of "hour,share"); read %1 values</source>
        <translation>a daily profile has 24 hourly shares (or 24 lines of "hour,share"); read %1 values</translation>
    </message>
    <message>
        <source>a share must be a number of 0 or more; value %1 reads "%2"</source>
        <translation>a share must be a number of 0 or more; value %1 reads "%2"</translation>
    </message>
    <message>
        <source>every hour of the profile is zero: give at least one hour with load</source>
        <translation>every hour of the profile is zero: give at least one hour with load</translation>
    </message>
    <message>
        <source>name the model to serve, e.g. --model qwen2.5-72b</source>
        <translation>name the model to serve, e.g. --model qwen2.5-72b</translation>
    </message>
    <message>
        <source>the peak request rate must be more than 0 and at most 1,000,000 per second</source>
        <translation>the peak request rate must be more than 0 and at most 1,000,000 per second</translation>
    </message>
    <message>
        <source>concurrent users must be from 1 to 100,000,000</source>
        <translation>concurrent users must be from 1 to 100,000,000</translation>
    </message>
    <message>
        <source>the think time must be from 0 to 86,400 seconds</source>
        <translation>the think time must be from 0 to 86,400 seconds</translation>
    </message>
    <message>
        <source>concurrent requests must be from 1 to 10,000,000</source>
        <translation>concurrent requests must be from 1 to 10,000,000</translation>
    </message>
    <message>
        <source>latency targets must be 0 (none) or positive: TTFT up to an hour, TPOT up to 60,000 ms</source>
        <translation>latency targets must be 0 (none) or positive: TTFT up to an hour, TPOT up to 60,000 ms</translation>
    </message>
    <message>
        <source>the percentile must be from 50 to 99.9</source>
        <translation>the percentile must be from 50 to 99.9</translation>
    </message>
    <message>
        <source>the headroom must be from 0 to 200 %</source>
        <translation>the headroom must be from 0 to 200 %</translation>
    </message>
    <message>
        <source>GPUs per replica must be from 1 to 64</source>
        <translation>GPUs per replica must be from 1 to 64</translation>
    </message>
    <message>
        <source>the most GPUs must be from 1 to 100,000</source>
        <translation>the most GPUs must be from 1 to 100,000</translation>
    </message>
    <message>
        <source>Pay-as-you-go costs less than reserving even around the clock: %1 per GPU-hour against %2 reserved.</source>
        <translation>Pay-as-you-go costs less than reserving even around the clock: %1 per GPU-hour against %2 reserved.</translation>
    </message>
    <message>
        <source>A replica busy fewer than %1 h a day costs less on the %2 term than on the %3 term: reserve %4 replica(s) for the base load and rent the rest by the hour for the peaks.</source>
        <translation>A replica busy fewer than %1 h a day costs less on the %2 term than on the %3 term: reserve %4 replica(s) for the base load and rent the rest by the hour for the peaks.</translation>
    </message>
    <message>
        <source>give a GPU with --gpu, e.g. --gpu h20 (see 'gpuplan gpus')</source>
        <translation>give a GPU with --gpu, e.g. --gpu h20 (see 'gpuplan gpus')</translation>
    </message>
    <message>
        <source>an estimate is for one GPU model; 'gpuplan plan --method serve' compares several</source>
        <translation>an estimate is for one GPU model; 'gpuplan plan --method serve' compares several</translation>
    </message>
    <message>
        <source>%1 does not fit on %2 × %3: %4</source>
        <translation>%1 does not fit on %2 × %3: %4</translation>
    </message>
    <message>
        <source>peak of %1 requests/s as given</source>
        <translation>peak of %1 requests/s as given</translation>
    </message>
    <message>
        <source>%1 users ÷ (%2 s thinking + %3 s per answer at the targets) = %4 requests/s</source>
        <translation>%1 users ÷ (%2 s thinking + %3 s per answer at the targets) = %4 requests/s</translation>
    </message>
    <message>
        <source>%1 requests at once ÷ %2 s per answer at the targets = %3 requests/s</source>
        <translation>%1 requests at once ÷ %2 s per answer at the targets = %3 requests/s</translation>
    </message>
    <message>
        <source>cannot keep the targets even with one request at a time (TTFT %1 ms, TPOT %2 ms at p%3)</source>
        <translation>cannot keep the targets even with one request at a time (TTFT %1 ms, TPOT %2 ms at p%3)</translation>
    </message>
    <message>
        <source>needs %1 GPUs, more than the %2 allowed</source>
        <translation>needs %1 GPUs, more than the %2 allowed</translation>
    </message>
    <message>
        <source>no GPU of the catalog holds %1 with a request of %2 tokens; try int4 or fp8 weights, shorter requests or more GPUs per replica</source>
        <translation>no GPU of the catalog holds %1 with a request of %2 tokens; try int4 or fp8 weights, shorter requests or more GPUs per replica</translation>
    </message>
    <message>
        <source>; it still holds at the slow end of the band</source>
        <translation>; it still holds at the slow end of the band</translation>
    </message>
    <message>
        <source>; at the slow end of the band it needs %1 replica(s)</source>
        <translation>; at the slow end of the band it needs %1 replica(s)</translation>
    </message>
    <message>
        <source>No configuration keeps %1: %2</source>
        <translation>No configuration keeps %1: %2</translation>
    </message>
    <message>
        <source>flat (every hour alike)</source>
        <translation>flat (every hour alike)</translation>
    </message>
    <message>
        <source>office hours</source>
        <translation>office hours</translation>
    </message>
    <message>
        <source>evening peak</source>
        <translation>evening peak</translation>
    </message>
    <message>
        <source>serves the peak</source>
        <translation>serves the peak</translation>
    </message>
    <message>
        <source>too few servers</source>
        <translation>too few servers</translation>
    </message>
    <message>
        <source>cannot serve it</source>
        <translation>cannot serve it</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expired</translation>
    </message>
    <message>
        <source>valid until %1</source>
        <translation>valid until %1</translation>
    </message>
    <message>
        <source>no replica of 1 to 16 of its %1 GPUs holds %2 within the targets</source>
        <translation>no replica of 1 to 16 of its %1 GPUs holds %2 within the targets</translation>
    </message>
    <message>
        <source>its servers hold %1 replica(s) of %2 GPUs; the peak with headroom needs %3</source>
        <translation>its servers hold %1 replica(s) of %2 GPUs; the peak with headroom needs %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>must be a number from %1 to %2</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>'%1' is not one of %2</translation>
    </message>
    <message>
        <source>this value</source>
        <translation>this value</translation>
    </message>
    <message>
        <source>give the load once: "rate" (requests/s at the peak), "users" (with "think_time_s") or "concurrency"</source>
        <translation>give the load once: "rate" (requests/s at the peak), "users" (with "think_time_s") or "concurrency"</translation>
    </message>
    <message>
        <source>'%1' is not one of %2; a profile of your own is given as "profile_shares", 24 hourly shares</source>
        <translation>'%1' is not one of %2; a profile of your own is given as "profile_shares", 24 hourly shares</translation>
    </message>
    <message>
        <source>must be a list of 24 hourly shares</source>
        <translation>must be a list of 24 hourly shares</translation>
    </message>
    <message>
        <source>not a key of the serving question; the keys are %1</source>
        <translation>not a key of the serving question; the keys are %1</translation>
    </message>
    <message>
        <source>not a key of the serving question; did you mean "%1"?</source>
        <translation>not a key of the serving question; did you mean "%1"?</translation>
    </message>
    <message>
        <source>'%1' is not a model preset; 'gpuplan models' lists them</source>
        <translation>'%1' is not a model preset; 'gpuplan models' lists them</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>must be a whole number</translation>
    </message>
    <message>
        <source>must be a list of GPU ids, e.g. ["h20", "l20"]</source>
        <translation>must be a list of GPU ids, e.g. ["h20", "l20"]</translation>
    </message>
    <message>
        <source>this plan holds no serving question (no "serving" key)</source>
        <translation>this plan holds no serving question (no "serving" key)</translation>
    </message>
    <message>
        <source>the spread of question lengths must be from 0 to 300 % of the mean</source>
        <translation>the spread of question lengths must be from 0 to 300 % of the mean</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>None of these quotes serves the peak with headroom: too few servers, a model their GPUs cannot hold within the targets, or past their validity (each quote's verdict says which).</source>
        <translation>None of these quotes serves the peak with headroom: too few servers, a model their GPUs cannot hold within the targets, or past their validity (each quote's verdict says which).</translation>
    </message>
    <message>
        <source>%1 (quote %2): the lowest cost to you for this service, %3 a month (%4 CNY per 1M output tokens), among the quotes whose servers serve the peak with headroom; %5 GPUs per replica, %6 replica(s) on %7 of its %8 server(s).</source>
        <translation>%1 (quote %2): the lowest cost to you for this service, %3 a month (%4 CNY per 1M output tokens), among the quotes whose servers serve the peak with headroom; %5 GPUs per replica, %6 replica(s) on %7 of its %8 server(s).</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas needed / held</source>
        <translation>GPUs per replica × replicas needed / held</translation>
    </message>
    <message>
        <source>%1 × %2 / %3</source>
        <translation>%1 × %2 / %3</translation>
    </message>
    <message>
        <source>Servers used</source>
        <translation>Servers used</translation>
    </message>
    <message>
        <source>This service, a month to you</source>
        <translation>This service, a month to you</translation>
    </message>
    <message>
        <source>Per 1M output tokens (CNY)</source>
        <translation>Per 1M output tokens (CNY)</translation>
    </message>
    <message>
        <source>For this service</source>
        <translation>For this service</translation>
    </message>
    <message>
        <source>g = %1 prompts a step (the engine's token budget %2 ÷ %3 prompt tokens), batch %4</source>
        <translation>g = %1 prompts a step (the engine's token budget %2 ÷ %3 prompt tokens), batch %4</translation>
    </message>
    <message>
        <source>the engines' default token budgets (vLLM, SGLang, TensorRT-LLM)</source>
        <translation>the engines' default token budgets (vLLM, SGLang, TensorRT-LLM)</translation>
    </message>
    <message>
        <source>decode step (the engine prefills every waiting prompt before it decodes, so the batch moves in step)</source>
        <translation>decode step (the engine prefills every waiting prompt before it decodes, so the batch moves in step)</translation>
    </message>
    <message>
        <source>max(weights read + KV read ÷ bandwidth, (batch + %1) × FLOPs ÷ compute) + all-reduces + overhead</source>
        <translation>max(weights read + KV read ÷ bandwidth, (batch + %1) × FLOPs ÷ compute) + all-reduces + overhead</translation>
    </message>
    <message>
        <source>decode step + (batch − g) ÷ g × (a step with g prompts − decode step) ÷ (output tokens − 1): while a request decodes, the others are replaced, g at a time, within the decode steps</source>
        <translation>decode step + (batch − g) ÷ g × (a step with g prompts − decode step) ÷ (output tokens − 1): while a request decodes, the others are replaced, g at a time, within the decode steps</translation>
    </message>
    <message>
        <source>a step of g prompts × (batch ÷ g + 1) ÷ 2: the prompts are prefilled g a step, one group after another</source>
        <translation>a step of g prompts × (batch ÷ g + 1) ÷ 2: the prompts are prefilled g a step, one group after another</translation>
    </message>
    <message>
        <source>half a step under way + the step that prefills the prompt's group beside the sequences decoding</source>
        <translation>half a step under way + the step that prefills the prompt's group beside the sequences decoding</translation>
    </message>
    <message>
        <source>the rest of the step under way + the wait for the prompts ahead (M/D/1) + the step that gives the first token (the prompt alone, or beside the sequences decoding)</source>
        <translation>the rest of the step under way + the wait for the prompts ahead (M/D/1) + the step that gives the first token (the prompt alone, or beside the sequences decoding)</translation>
    </message>
    <message>
        <source>a daily profile of "hour,share" lines has one line per hour, 24 in all; read %1 lines</source>
        <translation>a daily profile of "hour,share" lines has one line per hour, 24 in all; read %1 lines</translation>
    </message>
    <message>
        <source>a daily profile of "hour,share" lines has one line per hour, 24 in all; read %1 lines, hour %2 more than once</source>
        <translation>a daily profile of "hour,share" lines has one line per hour, 24 in all; read %1 lines, hour %2 more than once</translation>
    </message>
    <message numerus="yes">
        <source>Reserve %n replica(s) on the %1 term around the clock: the load leaves no peak worth renting by the hour.</source>
        <translation><numerusform>Reserve %n replica on the %1 term around the clock: the load leaves no peak worth renting by the hour.</numerusform><numerusform>Reserve %n replicas on the %1 term around the clock: the load leaves no peak worth renting by the hour.</numerusform></translation>
    </message>
    <message>
        <source>%1 replica(s) of %2 × %3 (%4 GPUs), %9 weights: the cheapest that keeps %5 at the peak of %6 requests/s with %7 % headroom%8.</source>
        <translation>%1 replica(s) of %2 × %3 (%4 GPUs), %9 weights: the cheapest that keeps %5 at the peak of %6 requests/s with %7 % headroom%8.</translation>
    </message>
    <message>
        <source>%1 GPUs do not split into replicas of %2; give a divisor of %1</source>
        <translation>%1 GPUs do not split into replicas of %2; give a divisor of %1</translation>
    </message>
    <message>
        <source>the GPUs must be from 1 to 100,000</source>
        <translation>the GPUs must be from 1 to 100,000</translation>
    </message>
    <message>
        <source>quote %1 cannot hold the service: %2</source>
        <translation>quote %1 cannot hold the service: %2</translation>
    </message>
    <message>
        <source>the run asked for the model %1; the contract's is %2</source>
        <translation>the run asked for the model %1; the contract's is %2</translation>
    </message>
    <message>
        <source>the checkpoint %1 holds %2 weights; the contract's are %3</source>
        <translation>the checkpoint %1 holds %2 weights; the contract's are %3</translation>
    </message>
    <message>
        <source>the run's questions were %1 tokens long; the contract's are %2</source>
        <translation>the run's questions were %1 tokens long; the contract's are %2</translation>
    </message>
    <message>
        <source>the run's questions averaged %1 tokens; the contract's are %2</source>
        <translation>the run's questions averaged %1 tokens; the contract's are %2</translation>
    </message>
    <message>
        <source>the run's answers were %1 tokens long; the contract's are %2</source>
        <translation>the run's answers were %1 tokens long; the contract's are %2</translation>
    </message>
    <message>
        <source>the run's answers averaged %1 tokens, shorter than the contract's %2: run the benchmark with --ignore-eos (as the script does) so that every answer is whole</source>
        <translation>the run's answers averaged %1 tokens, shorter than the contract's %2: run the benchmark with --ignore-eos (as the script does) so that every answer is whole</translation>
    </message>
    <message>
        <source>the output does not say how many requests were in flight; judged as if %1, the script's</source>
        <translation>the output does not say how many requests were in flight; judged as if %1, the script's</translation>
    </message>
    <message>
        <source>the run set no limit on the requests in flight; the contract's replica takes %1 at once</source>
        <translation>the run set no limit on the requests in flight; the contract's replica takes %1 at once</translation>
    </message>
    <message>
        <source>the run kept %1 requests in flight; the contract's replica takes %2</source>
        <translation>the run kept %1 requests in flight; the contract's replica takes %2</translation>
    </message>
    <message>
        <source>the output does not say the request rate; judged as if %1 requests/s, the script's</source>
        <translation>the output does not say the request rate; judged as if %1 requests/s, the script's</translation>
    </message>
    <message>
        <source>the run sent %1 requests/s; the contract's replica takes %2</source>
        <translation>the run sent %1 requests/s; the contract's replica takes %2</translation>
    </message>
    <message>
        <source>the run sent every request at once; the contract's replica takes %1 requests/s</source>
        <translation>the run sent every request at once; the contract's replica takes %1 requests/s</translation>
    </message>
    <message>
        <source>the run capped the requests in flight at %1, which the contract's load does not</source>
        <translation>the run capped the requests in flight at %1, which the contract's load does not</translation>
    </message>
    <message>
        <source>the result has no p%1 %2 or above: run the benchmark with --metric-percentiles 50,%1,99 (as the script does)</source>
        <translation>the result has no p%1 %2 or above: run the benchmark with --metric-percentiles 50,%1,99 (as the script does)</translation>
    </message>
    <message>
        <source>judged at p%1, the nearest percentile the run reports above the contract's p%2: a stricter test</source>
        <translation>judged at p%1, the nearest percentile the run reports above the contract's p%2: a stricter test</translation>
    </message>
    <message>
        <source>time to first token p%1 (ms)</source>
        <translation>time to first token p%1 (ms)</translation>
    </message>
    <message>
        <source>time per output token p%1 (ms)</source>
        <translation>time per output token p%1 (ms)</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>output tokens/s</translation>
    </message>
    <message>
        <source>meets the contract, as planned</source>
        <translation>meets the contract, as planned</translation>
    </message>
    <message>
        <source>meets the contract, below the plan</source>
        <translation>meets the contract, below the plan</translation>
    </message>
    <message>
        <source>FAILS the contract</source>
        <translation>FAILS the contract</translation>
    </message>
    <message>
        <source>not the contract's run: not judged</source>
        <translation>not the contract's run: not judged</translation>
    </message>
    <message numerus="yes">
        <source>Not judged: the result is not of the contract's run (%n difference(s) below). Run the acceptance script's bench command on the replica as it is.</source>
        <translation><numerusform>Not judged: the result is not of the contract's run (%n difference below). Run the acceptance script's bench command on the replica as it is.</numerusform><numerusform>Not judged: the result is not of the contract's run (%n differences below). Run the acceptance script's bench command on the replica as it is.</numerusform></translation>
    </message>
    <message>
        <source>%1 of %2 requests failed: the service must answer every request</source>
        <translation>%1 of %2 requests failed: the service must answer every request</translation>
    </message>
    <message>
        <source>the run sent %1 requests, fewer than the script's %2: its percentiles rest on fewer</source>
        <translation>the run sent %1 requests, fewer than the script's %2: its percentiles rest on fewer</translation>
    </message>
    <message>
        <source>The replica %1.</source>
        <translation>The replica %1.</translation>
    </message>
    <message>
        <source>The replica on %1 %2.</source>
        <translation>The replica on %1 %2.</translation>
    </message>
    <message>
        <source>Not calibrated on %1 with %2: your measurements there are set aside.</source>
        <translation>Not calibrated on %1 with %2: your measurements there are set aside.</translation>
    </message>
    <message>
        <source>With each left out, TPOT was off by %1 % (the published fit by %2 %).</source>
        <translation>With each left out, TPOT was off by %1 % (the published fit by %2 %).</translation>
    </message>
    <message numerus="yes">
        <source>%n set aside ('gpuplan measurements list').</source>
        <translation><numerusform>%n set aside ('gpuplan measurements list').</numerusform><numerusform>%n set aside ('gpuplan measurements list').</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Calibrated by %n of your measurements on %1 with %2: TPOT %3, TTFT %4 against the published fit.</source>
        <translation><numerusform>Calibrated by %n of your measurements on %1 with %2: TPOT %3, TTFT %4 against the published fit.</numerusform><numerusform>Calibrated by %n of your measurements on %1 with %2: TPOT %3, TTFT %4 against the published fit.</numerusform></translation>
    </message>
    <message>
        <source>the plan expects %1 ms, band %2–%3</source>
        <translation>the plan expects %1 ms, band %2–%3</translation>
    </message>
    <message>
        <source>≤ %1 ms (%2)</source>
        <translation>≤ %1 ms (%2)</translation>
    </message>
    <message>
        <source>no limit (%1)</source>
        <translation>no limit (%1)</translation>
    </message>
    <message>
        <source>Service: model, weights, KV cache and engine</source>
        <translation>Service: model, weights, KV cache and engine</translation>
    </message>
    <message>
        <source>%1, %2 weights, %3 KV cache, %4</source>
        <translation>%1, %2 weights, %3 KV cache, %4</translation>
    </message>
    <message>
        <source>Service: each replica, its load and lengths</source>
        <translation>Service: each replica, its load and lengths</translation>
    </message>
    <message>
        <source>%1 requests at once</source>
        <translation>%1 requests at once</translation>
    </message>
    <message>
        <source>%1 replica(s) of %2 × %3 (tensor parallel %2), each %4; %5 input / %6 output tokens</source>
        <translation>%1 replica(s) of %2 × %3 (tensor parallel %2), each %4; %5 input / %6 output tokens</translation>
    </message>
    <message>
        <source>Service: time to first token at p%1</source>
        <translation>Service: time to first token at p%1</translation>
    </message>
    <message>
        <source>Service: time per output token at p%1</source>
        <translation>Service: time per output token at p%1</translation>
    </message>
    <message>
        <source>Service: output tokens/s per replica</source>
        <translation>Service: output tokens/s per replica</translation>
    </message>
    <message>
        <source>at least %1 (the plan expects %2, band %1–%3)</source>
        <translation>at least %1 (the plan expects %2, band %1–%3)</translation>
    </message>
    <message>
        <source>%1, the load's</source>
        <translation>%1, the load's</translation>
    </message>
    <message>
        <source>Service: every request of the benchmark answered</source>
        <translation>Service: every request of the benchmark answered</translation>
    </message>
    <message>
        <source>0 failed</source>
        <translation>0 failed</translation>
    </message>
    <message>
        <source>the replica</source>
        <translation>the replica</translation>
    </message>
    <message>
        <source>%1: %2 measured on %3 with %4; plan %5 (%6–%7)%8</source>
        <translation>%1: %2 measured on %3 with %4; plan %5 (%6–%7)%8</translation>
    </message>
    <message>
        <source>; contract ≤ %1</source>
        <translation>; contract ≤ %1</translation>
    </message>
    <message>
        <source>%1 of %2 requests answered on %3, %4 failed</source>
        <translation>%1 of %2 requests answered on %3, %4 failed</translation>
    </message>
    <message>
        <source>the result does not say the lengths: give --input and --output</source>
        <translation>the result does not say the lengths: give --input and --output</translation>
    </message>
    <message>
        <source>the result does not say its load (a rate, or a limit on the requests in flight): give --rate or --concurrency</source>
        <translation>the result does not say its load (a rate, or a limit on the requests in flight): give --rate or --concurrency</translation>
    </message>
    <message>
        <source>the result was run with %1, not %2: give the model it ran</source>
        <translation>the result was run with %1, not %2: give the model it ran</translation>
    </message>
    <message>
        <source>vLLM up to 0.7 (V0 engine)</source>
        <translation>vLLM up to 0.7 (V0 engine)</translation>
    </message>
    <message>
        <source>vLLM 0.8 and later (V1 engine)</source>
        <translation>vLLM 0.8 and later (V1 engine)</translation>
    </message>
    <message>
        <source>SGLang up to 0.3</source>
        <translation>SGLang up to 0.3</translation>
    </message>
    <message>
        <source>SGLang 0.4 and later</source>
        <translation>SGLang 0.4 and later</translation>
    </message>
    <message>
        <source>TensorRT-LLM up to 0.18 (TensorRT engines)</source>
        <translation>TensorRT-LLM up to 0.18 (TensorRT engines)</translation>
    </message>
    <message>
        <source>TensorRT-LLM 0.19 and later (PyTorch back end)</source>
        <translation>TensorRT-LLM 0.19 and later (PyTorch back end)</translation>
    </message>
    <message>
        <source>'%1' is not an engine; use vllm, sglang, tensorrt-llm or mindie, with a version after @ if you like (vllm@0.6)</source>
        <translation>'%1' is not an engine; use vllm, sglang, tensorrt-llm or mindie, with a version after @ if you like (vllm@0.6)</translation>
    </message>
    <message>
        <source>'%1' is not a version: give its numbers after @, as vllm@0.6 or sglang@0.5.9</source>
        <translation>'%1' is not a version: give its numbers after @, as vllm@0.6 or sglang@0.5.9</translation>
    </message>
    <message>
        <source>%1 (%2) is not calibrated: no published row with its lengths; the constants of %3 are used, with the wider band measured by leaving whole engine generations out</source>
        <translation>%1 (%2) is not calibrated: no published row with its lengths; the constants of %3 are used, with the wider band measured by leaving whole engine generations out</translation>
    </message>
    <message>
        <source>%1, the current generation: %2</source>
        <translation>%1, the current generation: %2</translation>
    </message>
    <message>
        <source>%1, of the generation %2</source>
        <translation>%1, of the generation %2</translation>
    </message>
    <message numerus="yes">
        <source>%1; its constants are fitted on %n published rows (newest %2)</source>
        <translation><numerusform>%1; its constants are fitted on %n published rows (newest %2)</numerusform><numerusform>%1; its constants are fitted on %n published rows (newest %2)</numerusform></translation>
    </message>
    <message>
        <source>; this version is newer than any row</source>
        <translation>; this version is newer than any row</translation>
    </message>
    <message>
        <source>MindIE, any version</source>
        <translation>MindIE, any version</translation>
    </message>
    <message>
        <source>its %1 attention heads (%2 KV heads) do not split evenly over %3 GPUs of tensor parallelism; the engines refuse such a layout</source>
        <translation>its %1 attention heads (%2 KV heads) do not split evenly over %3 GPUs of tensor parallelism; the engines refuse such a layout</translation>
    </message>
    <message>
        <source>speculative decoding (decode step per output token, ms)</source>
        <translation>speculative decoding (decode step per output token, ms)</translation>
    </message>
    <message>
        <source>(a step verifying draft + 1 tokens of each sequence + draft passes of about one layer each) ÷ the tokens a step keeps</source>
        <translation>(a step verifying draft + 1 tokens of each sequence + draft passes of about one layer each) ÷ the tokens a step keeps</translation>
    </message>
    <message>
        <source>%1 draft tokens, %2 tokens kept a step; a step %3 ms</source>
        <translation>%1 draft tokens, %2 tokens kept a step; a step %3 ms</translation>
    </message>
    <message>
        <source>DeepSeek-V3 technical report (arXiv 2412.19437) §5.4.3: the second token accepted 85–90 % of the time with one MTP token</source>
        <translation>DeepSeek-V3 technical report (arXiv 2412.19437) §5.4.3: the second token accepted 85–90 % of the time with one MTP token</translation>
    </message>
    <message>
        <source>draft tokens per step must be from 0 (off) to 8</source>
        <translation>draft tokens per step must be from 0 (off) to 8</translation>
    </message>
    <message numerus="yes">
        <source>with %n draft token(s) a step keeps more than 1 and at most %1 tokens per sequence on average; %2 was given</source>
        <translation><numerusform>with %n draft token a step keeps more than 1 and at most %1 tokens per sequence on average; %2 was given</numerusform><numerusform>with %n draft tokens a step keeps more than 1 and at most %1 tokens per sequence on average; %2 was given</numerusform></translation>
    </message>
    <message>
        <source>an acceptance length is for speculative decoding: give the draft tokens per step too</source>
        <translation>an acceptance length is for speculative decoding: give the draft tokens per step too</translation>
    </message>
    <message>
        <source>the term must be 1 to 120 months, not %1</source>
        <translation>the term must be 1 to 120 months, not %1</translation>
    </message>
    <message>
        <source>term</source>
        <translation>term</translation>
    </message>
    <message>
        <source>S5–S8, S32 (NVIDIA TensorRT-LLM perf-overview, v1.0); S33 (NVIDIA's H200 launch blog, TensorRT-LLM v0.5); S9–S15 (ai-dynamo aiconfigurator silicon_refs.csv); S24, S25 (tenstorrent tt-inference-server); S26 (Oracle); S28 (johnmusgrave.com); S30 (databasemart.com): published serving benchmarks; S40–S96 (aiconfigurator silicon_sample.csv) only test</source>
        <translation>S5–S8, S32 (NVIDIA TensorRT-LLM perf-overview, v1.0); S33 (NVIDIA's H200 launch blog, TensorRT-LLM v0.5); S9–S15 (ai-dynamo aiconfigurator silicon_refs.csv); S24, S25 (tenstorrent tt-inference-server); S26 (Oracle); S28 (johnmusgrave.com); S30 (databasemart.com): published serving benchmarks; S40–S96 (aiconfigurator silicon_sample.csv) only test</translation>
    </message>
    <message>
        <source>time to first token (TTFT) within %1 ms</source>
        <translation>time to first token (TTFT) within %1 ms</translation>
    </message>
    <message>
        <source>time per output token (TPOT) %1 ms (%2 tokens/s per user)</source>
        <translation>time per output token (TPOT) %1 ms (%2 tokens/s per user)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>servers used of the servers offered</comment>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>ServingReport</name>
    <message>
        <source>reserved base</source>
        <translation>reserved base</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>pay-as-you-go</translation>
    </message>
    <message>
        <source>hour of the day → replicas each hour</source>
        <translation>hour of the day → replicas each hour</translation>
    </message>
    <message>
        <source>The service</source>
        <translation>The service</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Tokens per request (input / output)</source>
        <translation>Tokens per request (input / output)</translation>
    </message>
    <message>
        <source>Load at the peak</source>
        <translation>Load at the peak</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>Latency targets</translation>
    </message>
    <message>
        <source>Busy hours and headroom</source>
        <translation>Busy hours and headroom</translation>
    </message>
    <message>
        <source>Requests a day</source>
        <translation>Requests a day</translation>
    </message>
    <message>
        <source>The best configuration of each GPU model</source>
        <translation>The best configuration of each GPU model</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas (band)</source>
        <translation>GPUs per replica × replicas (band)</translation>
    </message>
    <message>
        <source>TTFT / TPOT at the peak, ms</source>
        <translation>TTFT / TPOT at the peak, ms</translation>
    </message>
    <message>
        <source>A month, VAT excluded</source>
        <translation>A month, VAT excluded</translation>
    </message>
    <message>
        <source>The cheapest way to pay</source>
        <translation>The cheapest way to pay</translation>
    </message>
    <message>
        <source>all reserved for the peak</source>
        <translation>all reserved for the peak</translation>
    </message>
    <message>
        <source>Serving plan</source>
        <translation>Serving plan</translation>
    </message>
    <message>
        <source>Customer or project</source>
        <translation>Customer or project</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Prepared by</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>Document number</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommendation</translation>
    </message>
    <message>
        <source>How the figures are made</source>
        <translation>How the figures are made</translation>
    </message>
    <message>
        <source>Stored quotes weighed for this service</source>
        <translation>Stored quotes weighed for this service</translation>
    </message>
    <message>
        <source>A quote's servers cap its replicas. A month is a year of service under the quote's own terms (minimum term, billing unit, setup fee) divided by 12, as this buyer pays it:</source>
        <translation>A quote's servers cap its replicas. A month is a year of service under the quote's own terms (minimum term, billing unit, setup fee) divided by 12, as this buyer pays it:</translation>
    </message>
    <message>
        <source>Vendor and quote</source>
        <translation>Vendor and quote</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas needed / held</source>
        <translation>GPUs per replica × replicas needed / held</translation>
    </message>
    <message>
        <source>Servers used</source>
        <translation>Servers used</translation>
    </message>
    <message>
        <source>A month, to you</source>
        <translation>A month, to you</translation>
    </message>
    <message>
        <source>Per 1M output tokens (CNY)</source>
        <translation>Per 1M output tokens (CNY)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message numerus="yes">
        <source>%n more quote(s) not listed.</source>
        <translation><numerusform>%n more quote not listed.</numerusform><numerusform>%n more quotes not listed.</numerusform></translation>
    </message>
    <message>
        <source>question lengths vary by</source>
        <translation>question lengths vary by</translation>
    </message>
    <message>
        <source>Memory, prefill and decode step times from each GPU's compute, memory bandwidth and links; arrivals at random with prefills first; capacity is the highest load whose latencies stay within the targets. The constants are fitted on published serving benchmarks; with each source left out, throughput was off by a median of %1 %, time to first token by %2 % and time per output token by %3 %. Published ÷ estimated, 10th–90th percentile:</source>
        <translation>Memory, prefill and decode step times from each GPU's compute, memory bandwidth and links; arrivals at random with prefills first; capacity is the highest load whose latencies stay within the targets. The constants are fitted on published serving benchmarks; with each source left out, throughput was off by a median of %1 %, time to first token by %2 % and time per output token by %3 %. Published ÷ estimated, 10th–90th percentile:</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>Engine: %1.</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Model size</translation>
    </message>
    <message>
        <source>Speculative decoding (draft tokens / tokens kept a step)</source>
        <translation>Speculative decoding (draft tokens / tokens kept a step)</translation>
    </message>
    <message>
        <source>Per 1M output / input tokens (CNY, VAT excluded)</source>
        <translation>Per 1M output / input tokens (CNY, VAT excluded)</translation>
    </message>
    <message>
        <source>A month with the mix below, VAT excluded</source>
        <translation>A month with the mix below, VAT excluded</translation>
    </message>
    <message>
        <source>At full use of the capacity, per 1M output / input tokens (CNY, VAT excluded)</source>
        <translation>At full use of the capacity, per 1M output / input tokens (CNY, VAT excluded)</translation>
    </message>
    <message>
        <source>about %1</source>
        <comment>a count</comment>
        <translation>about %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 is not a month's hours; use 730 (8,760 / 12), 720 (30 days) or another value from 672 to 744</source>
        <translation>%1 is not a month's hours; use 730 (8,760 / 12), 720 (30 days) or another value from 672 to 744</translation>
    </message>
    <message>
        <source>'%1' is not a supported language; use zh or en</source>
        <translation>'%1' is not a supported language; use zh or en</translation>
    </message>
    <message>
        <source>'%1' is not a whole number</source>
        <translation>'%1' is not a whole number</translation>
    </message>
    <message>
        <source>'%1' is not a money scale; use exact (¥3,566,146.42) or wan (356.61 万元)</source>
        <translation>'%1' is not a money scale; use exact (¥3,566,146.42) or wan (356.61 万元)</translation>
    </message>
    <message>
        <source>'%1' is not a tax status; use general (一般纳税人), small-scale (小规模纳税人) or outside (outside mainland China)</source>
        <translation>'%1' is not a tax status; use general (一般纳税人), small-scale (小规模纳税人) or outside (outside mainland China)</translation>
    </message>
    <message>
        <source>a percent of GPU memory from 0 to 50, e.g. 10</source>
        <translation>a percent of GPU memory from 0 to 50, e.g. 10</translation>
    </message>
    <message>
        <source>a percent of spot servers pre-empted in a month, from 0 to 99, e.g. 20</source>
        <translation>a percent of spot servers pre-empted in a month, from 0 to 99, e.g. 20</translation>
    </message>
    <message>
        <source>hours between checkpoints, from 0.05 to 48, e.g. 1</source>
        <translation>hours between checkpoints, from 0.05 to 48, e.g. 1</translation>
    </message>
    <message>
        <source>minutes to restart after a pre-emption, from 0 to 600, e.g. 15</source>
        <translation>minutes to restart after a pre-emption, from 0 to 600, e.g. 15</translation>
    </message>
    <message>
        <source>'%1' is not allowed: %2</source>
        <translation>'%1' is not allowed: %2</translation>
    </message>
    <message>
        <source>unknown setting; the settings are hours-per-month, region, language, money-scale, tax-status, memory-headroom, spot-interruptions, checkpoint-interval and spot-restart</source>
        <translation>unknown setting; the settings are hours-per-month, region, language, money-scale, tax-status, memory-headroom, spot-interruptions, checkpoint-interval and spot-restart</translation>
    </message>
    <message>
        <source>the settings file cannot be written; nothing was changed</source>
        <translation>the settings file cannot be written; nothing was changed</translation>
    </message>
    <message>
        <source>'%1' is not a region of the reference prices; use China (中国) or global (全球)</source>
        <translation>'%1' is not a region of the reference prices; use China (中国) or global (全球)</translation>
    </message>
</context>
<context>
    <name>Spreadsheet</name>
    <message>
        <source>the part %1 cannot be unpacked (the workbook is damaged)</source>
        <translation>the part %1 cannot be unpacked (the workbook is damaged)</translation>
    </message>
    <message>
        <source>the part %1 is %2 MB unpacked; a quote workbook is far smaller</source>
        <translation>the part %1 is %2 MB unpacked; a quote workbook is far smaller</translation>
    </message>
    <message>
        <source>the part %1 cannot be unpacked (the workbook is damaged or protected by a password)</source>
        <translation>the part %1 cannot be unpacked (the workbook is damaged or protected by a password)</translation>
    </message>
    <message>
        <source>the part %1 is larger than a quote workbook can be</source>
        <translation>the part %1 is larger than a quote workbook can be</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>the file</translation>
    </message>
    <message>
        <source>the file is a ZIP archive but not an Excel workbook (it has no xl/workbook.xml)</source>
        <translation>the file is a ZIP archive but not an Excel workbook (it has no xl/workbook.xml)</translation>
    </message>
    <message>
        <source>the workbook's list of sheets is damaged: %1</source>
        <translation>the workbook's list of sheets is damaged: %1</translation>
    </message>
    <message>
        <source>sheet '%1'</source>
        <translation>sheet '%1'</translation>
    </message>
    <message>
        <source>more than %1 cells; a quote sheet is far smaller</source>
        <translation>more than %1 cells; a quote sheet is far smaller</translation>
    </message>
    <message>
        <source>the sheet is damaged (line %1 of its XML: %2)</source>
        <translation>the sheet is damaged (line %1 of its XML: %2)</translation>
    </message>
    <message>
        <source>the file is not an Excel workbook (.xlsx or .xls)</source>
        <translation>the file is not an Excel workbook (.xlsx or .xls)</translation>
    </message>
    <message>
        <source>a temporary copy of the workbook cannot be written: %1</source>
        <translation>a temporary copy of the workbook cannot be written: %1</translation>
    </message>
    <message>
        <source>the file starts as a ZIP archive (an .xlsx workbook) but cannot be opened as one; it is damaged or cut short</source>
        <translation>the file starts as a ZIP archive (an .xlsx workbook) but cannot be opened as one; it is damaged or cut short</translation>
    </message>
    <message>
        <source>the workbook has no worksheets</source>
        <translation>the workbook has no worksheets</translation>
    </message>
    <message>
        <source>the file is an Office compound file but holds no Excel workbook (a Word or PowerPoint file?)</source>
        <translation>the file is an Office compound file but holds no Excel workbook (a Word or PowerPoint file?)</translation>
    </message>
    <message>
        <source>the workbook is not in the Excel 97–2003 format FreeXL reads (an older Excel?); save it again as .xlsx</source>
        <translation>the workbook is not in the Excel 97–2003 format FreeXL reads (an older Excel?); save it again as .xlsx</translation>
    </message>
    <message>
        <source>the workbook's text is in a character set that cannot be read; save it again as .xlsx</source>
        <translation>the workbook's text is in a character set that cannot be read; save it again as .xlsx</translation>
    </message>
    <message>
        <source>the .xls workbook is damaged and cannot be read (error %1); open it in Excel or WPS and save it as .xlsx</source>
        <translation>the .xls workbook is damaged and cannot be read (error %1); open it in Excel or WPS and save it as .xlsx</translation>
    </message>
    <message>
        <source>the workbook is protected by a password; save a copy without one</source>
        <translation>the workbook is protected by a password; save a copy without one</translation>
    </message>
    <message>
        <source>the sheet cannot be read</source>
        <translation>the sheet cannot be read</translation>
    </message>
    <message>
        <source>the .xls workbook could not be read safely (the reader stopped on it); open it in Excel or WPS and save it as .xlsx</source>
        <translation>the .xls workbook could not be read safely (the reader stopped on it); open it in Excel or WPS and save it as .xlsx</translation>
    </message>
    <message>
        <source>the workbook's shared strings declare entities (line %1 of xl/sharedStrings.xml); Excel and WPS never write them: save the workbook again from Excel or WPS</source>
        <translation>the workbook's shared strings declare entities (line %1 of xl/sharedStrings.xml); Excel and WPS never write them: save the workbook again from Excel or WPS</translation>
    </message>
    <message>
        <source>the workbook's shared strings are damaged (line %1 of xl/sharedStrings.xml: %2); save it again from Excel or WPS</source>
        <translation>the workbook's shared strings are damaged (line %1 of xl/sharedStrings.xml: %2); save it again from Excel or WPS</translation>
    </message>
    <message>
        <source>shared string %1 does not exist (the workbook has no shared strings)</source>
        <translation>shared string %1 does not exist (the workbook has no shared strings)</translation>
    </message>
    <message>
        <source>shared string %1 does not exist (the workbook has %2)</source>
        <translation>shared string %1 does not exist (the workbook has %2)</translation>
    </message>
    <message>
        <source>a formula without a saved result: open the workbook in Excel or WPS and save it</source>
        <translation>a formula without a saved result: open the workbook in Excel or WPS and save it</translation>
    </message>
    <message>
        <source>its %1 merged ranges cover more than %2 cells; a quote sheet is far smaller (Excel keeps merged ranges apart): save it again from Excel or WPS</source>
        <translation>its %1 merged ranges cover more than %2 cells; a quote sheet is far smaller (Excel keeps merged ranges apart): save it again from Excel or WPS</translation>
    </message>
</context>
<context>
    <name>TeamPasswords</name>
    <message>
        <source>no system keyring is available here (%1)</source>
        <translation>no system keyring is available here (%1)</translation>
    </message>
    <message>
        <source>the system keyring refused access (%1)</source>
        <translation>the system keyring refused access (%1)</translation>
    </message>
    <message>
        <source>the system keyring cannot be used (%1)</source>
        <translation>the system keyring cannot be used (%1)</translation>
    </message>
    <message>
        <source>%1; put the password in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD</source>
        <translation>%1; put the password in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD</translation>
    </message>
    <message>
        <source>system keyring</source>
        <translation>system keyring</translation>
    </message>
    <message>
        <source>Password of the team database</source>
        <translation>Password of the team database</translation>
    </message>
    <message>
        <source>The team database %1 asks a password. It is kept in the system keyring when it works, never in the settings.</source>
        <translation>The team database %1 asks a password. It is kept in the system keyring when it works, never in the settings.</translation>
    </message>
    <message>
        <source>The password is kept in the system keyring.</source>
        <translation>The password is kept in the system keyring.</translation>
    </message>
    <message>
        <source>The password was not kept: %1.</source>
        <translation>The password was not kept: %1.</translation>
    </message>
</context>
<context>
    <name>TeamRoles</name>
    <message>
        <source>team roles</source>
        <translation>team roles</translation>
    </message>
    <message>
        <source>role %1 (%2) was already there</source>
        <translation>role %1 (%2) was already there</translation>
    </message>
    <message>
        <source>created role %1 (%2)</source>
        <translation>created role %1 (%2)</translation>
    </message>
    <message>
        <source>created login %1 (no password: give one with ALTER ROLE … PASSWORD, or let the server trust its network)</source>
        <translation>created login %1 (no password: give one with ALTER ROLE … PASSWORD, or let the server trust its network)</translation>
    </message>
    <message>
        <source>%1 was already a member of %2</source>
        <translation>%1 was already a member of %2</translation>
    </message>
    <message>
        <source>granted %1 to %2</source>
        <translation>granted %1 to %2</translation>
    </message>
    <message>
        <source>every table was already owned by %1</source>
        <translation>every table was already owned by %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 now owns %n table(s): %2</source>
        <translation><numerusform>%1 now owns %n table: %2</numerusform><numerusform>%1 now owns %n tables: %2</numerusform></translation>
    </message>
    <message>
        <source>rights: %1 reads; %2 reads and writes, the purchase events and the audit trail only grow; %3 is a buyer who may approve</source>
        <translation>rights: %1 reads; %2 reads and writes, the purchase events and the audit trail only grow; %3 is a buyer who may approve</translation>
    </message>
    <message>
        <source>the server now stamps who prepared and who approved an award, refuses the preparer's approval and a non-approver's, keeps an approval final, and names the login in every purchase event and audit row</source>
        <translation>the server now stamps who prepared and who approved an award, refuses the preparer's approval and a non-approver's, keeps an approval final, and names the login in every purchase event and audit row</translation>
    </message>
    <message>
        <source>the server's guards of awards, approvals and the record were already there (their code renewed)</source>
        <translation>the server's guards of awards, approvals and the record were already there (their code renewed)</translation>
    </message>
    <message>
        <source>'%1' is not a login name: 1 to 63 bytes, no spaces at either end, no control characters</source>
        <translation>'%1' is not a login name: 1 to 63 bytes, no spaces at either end, no control characters</translation>
    </message>
    <message>
        <source>'%1' is reserved (pg_… names are the server's, gpuplan_… the team's groups); give a person's login</source>
        <translation>'%1' is reserved (pg_… names are the server's, gpuplan_… the team's groups); give a person's login</translation>
    </message>
    <message>
        <source>%1 is named twice: give each login one of --buyers, --approvers, --viewers (an approver is also a buyer)</source>
        <translation>%1 is named twice: give each login one of --buyers, --approvers, --viewers (an approver is also a buyer)</translation>
    </message>
    <message>
        <source>a database file has no roles: who may read or change it is decided by the file's permissions; give a postgresql:// address</source>
        <translation>a database file has no roles: who may read or change it is decided by the file's permissions; give a postgresql:// address</translation>
    </message>
    <message>
        <source>%1 cannot create roles: set the team up with the administrator's login (a superuser, or a role with CREATEROLE that owns the database); nothing was changed</source>
        <translation>%1 cannot create roles: set the team up with the administrator's login (a superuser, or a role with CREATEROLE that owns the database); nothing was changed</translation>
    </message>
    <message>
        <source>owns the tables; nobody logs in as it</source>
        <translation>owns the tables; nobody logs in as it</translation>
    </message>
    <message>
        <source>buyers: read and write</source>
        <translation>buyers: read and write</translation>
    </message>
    <message>
        <source>approvers: buyers who may approve an award</source>
        <translation>approvers: buyers who may approve an award</translation>
    </message>
    <message>
        <source>viewers: read only</source>
        <translation>viewers: read only</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>approval</translation>
    </message>
    <message>
        <source>%1 is not an approver on this team database; nothing was approved. Its administrator makes approvers with: gpuplan db roles --approvers %1</source>
        <translation>%1 is not an approver on this team database; nothing was approved. Its administrator makes approvers with: gpuplan db roles --approvers %1</translation>
    </message>
</context>
<context>
    <name>Tender</name>
    <message>
        <source>request for quotation (询价)</source>
        <translation>request for quotation (询价)</translation>
    </message>
    <message>
        <source>competitive negotiation</source>
        <translation>competitive negotiation</translation>
    </message>
    <message>
        <source>competitive consultation</source>
        <translation>competitive consultation</translation>
    </message>
    <message>
        <source>open tender</source>
        <translation>open tender</translation>
    </message>
    <message>
        <source>invited tender</source>
        <translation>invited tender</translation>
    </message>
    <message>
        <source>single source</source>
        <translation>single source</translation>
    </message>
    <message>
        <source>the company's own comparison</source>
        <translation>the company's own comparison</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>draft</translation>
    </message>
    <message>
        <source>open for offers</source>
        <translation>open for offers</translation>
    </message>
    <message>
        <source>evaluating</source>
        <translation>evaluating</translation>
    </message>
    <message>
        <source>awarded</source>
        <translation>awarded</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>scoring (price and criteria weighted)</source>
        <translation>scoring (price and criteria weighted)</translation>
    </message>
    <message>
        <source>lowest evaluated price</source>
        <translation>lowest evaluated price</translation>
    </message>
    <message>
        <source>final offer</source>
        <translation>final offer</translation>
    </message>
    <message>
        <source>clarification</source>
        <translation>clarification</translation>
    </message>
    <message>
        <source>offer</source>
        <translation>offer</translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation>vendor %1</translation>
    </message>
    <message>
        <source>%1 was not invited; the invited vendors are %2</source>
        <translation>%1 was not invited; the invited vendors are %2</translation>
    </message>
    <message>
        <source>a clarification stands beside an offer; %1 has made none</source>
        <translation>a clarification stands beside an offer; %1 has made none</translation>
    </message>
    <message>
        <source>a clarification needs its text</source>
        <translation>a clarification needs its text</translation>
    </message>
    <message>
        <source>under a request for quotation (询价) each vendor gives one price that cannot be changed (政府采购法 第四十条); %1 has given its price in round %2</source>
        <translation>under a request for quotation (询价) each vendor gives one price that cannot be changed (政府采购法 第四十条); %1 has given its price in round %2</translation>
    </message>
    <message>
        <source>a bid cannot be changed once submitted, only clarified (招标投标法 第三十九条); record a clarification instead</source>
        <translation>a bid cannot be changed once submitted, only clarified (招标投标法 第三十九条); record a clarification instead</translation>
    </message>
    <message>
        <source>%1 has made its final offer; no later offer can be taken</source>
        <translation>%1 has made its final offer; no later offer can be taken</translation>
    </message>
    <message>
        <source>a final offer belongs to negotiation and consultation</source>
        <translation>a final offer belongs to negotiation and consultation</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>approval</translation>
    </message>
    <message>
        <source>the award was approved by %1 on %2</source>
        <translation>the award was approved by %1 on %2</translation>
    </message>
    <message>
        <source>the award was prepared by %1; someone else must approve it (separation of duties)</source>
        <translation>the award was prepared by %1; someone else must approve it (separation of duties)</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>each weight is from 0 to 100</source>
        <translation>each weight is from 0 to 100</translation>
    </message>
    <message>
        <source>the weights add up to %1; they must add up to 100</source>
        <translation>the weights add up to %1; they must add up to 100</translation>
    </message>
    <message>
        <source>No offer meets every requirement: there is nothing to award.</source>
        <translation>No offer meets every requirement: there is nothing to award.</translation>
    </message>
    <message>
        <source>The winner changes if the price weight moves by %1 points (from %2), the other weights scaled to keep the sum at 100.</source>
        <translation>The winner changes if the price weight moves by %1 points (from %2), the other weights scaled to keep the sum at 100.</translation>
    </message>
    <message>
        <source>No price weight from 0 to 100 changes the winner.</source>
        <translation>No price weight from 0 to 100 changes the winner.</translation>
    </message>
    <message>
        <source>The runner-up's evaluated price is %1% above the winner's.</source>
        <translation>The runner-up's evaluated price is %1% above the winner's.</translation>
    </message>
    <message>
        <source>Only one offer meets every requirement.</source>
        <translation>Only one offer meets every requirement.</translation>
    </message>
    <message>
        <source>purchase created</source>
        <translation>purchase created</translation>
    </message>
    <message>
        <source>back to draft</source>
        <translation>back to draft</translation>
    </message>
    <message>
        <source>opened for offers</source>
        <translation>opened for offers</translation>
    </message>
    <message>
        <source>offer recorded</source>
        <translation>offer recorded</translation>
    </message>
    <message>
        <source>final offer recorded</source>
        <translation>final offer recorded</translation>
    </message>
    <message>
        <source>clarification recorded</source>
        <translation>clarification recorded</translation>
    </message>
    <message>
        <source>offers closed for evaluation</source>
        <translation>offers closed for evaluation</translation>
    </message>
    <message>
        <source>award prepared</source>
        <translation>award prepared</translation>
    </message>
    <message>
        <source>award approved</source>
        <translation>award approved</translation>
    </message>
    <message>
        <source>awarded offer put on the quotes page with its checklists</source>
        <translation>awarded offer put on the quotes page with its checklists</translation>
    </message>
    <message>
        <source>purchase cancelled</source>
        <translation>purchase cancelled</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>offers were due by %1 and %2 made none by then (today is %3); a late offer is not taken</source>
        <translation>offers were due by %1 and %2 made none by then (today is %3); a late offer is not taken</translation>
    </message>
    <message>
        <source>purchase declared failed</source>
        <translation>purchase declared failed</translation>
    </message>
    <message>
        <source>reopened for a further round</source>
        <translation>reopened for a further round</translation>
    </message>
    <message>
        <source>awarded, waiting for approval</source>
        <translation>awarded, waiting for approval</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>approved</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>record an offer</source>
        <translation>record an offer</translation>
    </message>
    <message>
        <source>record a clarification</source>
        <translation>record a clarification</translation>
    </message>
    <message>
        <source>close offers for evaluation</source>
        <translation>close offers for evaluation</translation>
    </message>
    <message>
        <source>reopen for a further round</source>
        <translation>reopen for a further round</translation>
    </message>
    <message>
        <source>award</source>
        <translation>award</translation>
    </message>
    <message>
        <source>approve the award</source>
        <translation>approve the award</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>cancel</translation>
    </message>
    <message>
        <source>declare failed</source>
        <translation>declare failed</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>purchase %1</translation>
    </message>
    <message>
        <source>the award was approved and quote %1 is on the desk with its checklists; an approved award is ended under its contract, not by cancelling the purchase</source>
        <translation>the award was approved and quote %1 is on the desk with its checklists; an approved award is ended under its contract, not by cancelling the purchase</translation>
    </message>
    <message>
        <source>the purchase is %1; nothing more can be done with it (%2 is not possible)</source>
        <translation>the purchase is %1; nothing more can be done with it (%2 is not possible)</translation>
    </message>
    <message>
        <source>the purchase is %1: %2 is not possible; what can be done: %3</source>
        <translation>the purchase is %1: %2 is not possible; what can be done: %3</translation>
    </message>
    <message>
        <source>a %1 has no further rounds: %2</source>
        <translation>a %1 has no further rounds: %2</translation>
    </message>
    <message>
        <source>goods (buying servers)</source>
        <translation>goods (buying servers)</translation>
    </message>
    <message>
        <source>services (renting)</source>
        <translation>services (renting)</translation>
    </message>
    <message>
        <source>a %1 cannot be decided by %2: %3</source>
        <translation>a %1 cannot be decided by %2: %3</translation>
    </message>
    <message>
        <source>evaluation method</source>
        <translation>evaluation method</translation>
    </message>
    <message>
        <source>the price weight is %1; for %2 under a %3 it is from %4 to %5: %6</source>
        <translation>the price weight is %1; for %2 under a %3 it is from %4 to %5: %6</translation>
    </message>
    <message>
        <source>a vendor's name has 1 to %1 characters; '%2' has %3</source>
        <translation>a vendor's name has 1 to %1 characters; '%2' has %3</translation>
    </message>
    <message>
        <source>invited vendors</source>
        <translation>invited vendors</translation>
    </message>
    <message>
        <source>%1 is invited twice (names are compared without spaces, case and company-form suffixes)</source>
        <translation>%1 is invited twice (names are compared without spaces, case and company-form suffixes)</translation>
    </message>
    <message>
        <source>%1 vendors are invited; at most %2</source>
        <translation>%1 vendors are invited; at most %2</translation>
    </message>
    <message>
        <source>a %1 invites at least %2 vendor(s); %3 are named: %4</source>
        <translation>a %1 invites at least %2 vendor(s); %3 are named: %4</translation>
    </message>
    <message>
        <source>a %1 names exactly %2 vendor; %3 are named: %4</source>
        <translation>a %1 names exactly %2 vendor; %3 are named: %4</translation>
    </message>
    <message>
        <source>the deadline for offers, %1, is in the past (today is %2)</source>
        <translation>the deadline for offers, %1, is in the past (today is %2)</translation>
    </message>
    <message>
        <source>deadline for offers</source>
        <translation>deadline for offers</translation>
    </message>
    <message>
        <source>this vendor has made no offer</source>
        <translation>this vendor has made no offer</translation>
    </message>
    <message>
        <source>the offer cannot be awarded: %1</source>
        <translation>the offer cannot be awarded: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) substantially respond; a %1 needs at least %2 before an award: %3. Declare the purchase failed (gpuplan tender fail) and run it again</source>
        <translation><numerusform>%n offer substantially respond; a %1 needs at least %2 before an award: %3. Declare the purchase failed (gpuplan tender fail) and run it again</numerusform><numerusform>%n offers substantially respond; a %1 needs at least %2 before an award: %3. Declare the purchase failed (gpuplan tender fail) and run it again</numerusform></translation>
    </message>
    <message>
        <source>%1 is ranked %2 and %3 is first; a %4 awards in the order of the ranking, whatever the reason: %5</source>
        <translation>%1 is ranked %2 and %3 is first; a %4 awards in the order of the ranking, whatever the reason: %5</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>reason</translation>
    </message>
    <message>
        <source>%1 is not first in the evaluation (%2 is); the award needs a written reason</source>
        <translation>%1 is not first in the evaluation (%2 is); the award needs a written reason</translation>
    </message>
    <message>
        <source>a purchase needs a name</source>
        <translation>a purchase needs a name</translation>
    </message>
    <message>
        <source>%1, round %2: this job costs you %3 (%4 ex VAT) under the offer; ranked %5 of %6 responsive offer(s). Prepared by %7 on %8.</source>
        <translation>%1, round %2: this job costs you %3 (%4 ex VAT) under the offer; ranked %5 of %6 responsive offer(s). Prepared by %7 on %8.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <source>It costs %1 (%2 %) more than the first-ranked offer of %3.</source>
        <translation>It costs %1 (%2 %) more than the first-ranked offer of %3.</translation>
    </message>
    <message>
        <source>%1 was not invited; did you mean %2? The invited vendors are %3 (further vendors can be invited while the purchase is open)</source>
        <translation>%1 was not invited; did you mean %2? The invited vendors are %3 (further vendors can be invited while the purchase is open)</translation>
    </message>
    <message>
        <source>vendors invited</source>
        <translation>vendors invited</translation>
    </message>
    <message>
        <source>invite further vendors</source>
        <translation>invite further vendors</translation>
    </message>
    <message>
        <source>abnormally low: below 80 % of the other compliant offers' mean price per GPU-hour ex VAT; ask for a written justification (财政部令第87号 第六十条)</source>
        <translation>abnormally low: below 80 % of the other compliant offers' mean price per GPU-hour ex VAT; ask for a written justification (财政部令第87号 第六十条)</translation>
    </message>
    <message>
        <source>abnormally low: below 80 % of the other compliant offers' mean cost for this job; ask for a written justification (财政部令第87号 第六十条)</source>
        <translation>abnormally low: below 80 % of the other compliant offers' mean cost for this job; ask for a written justification (财政部令第87号 第六十条)</translation>
    </message>
    <message>
        <source>Evaluated bid price (cost to you)</source>
        <translation>Evaluated bid price (cost to you)</translation>
    </message>
    <message>
        <source>Evaluated price (cost to you)</source>
        <translation>Evaluated price (cost to you)</translation>
    </message>
    <message>
        <source>Base price (the lowest evaluated bid price that complies): %1</source>
        <translation>Base price (the lowest evaluated bid price that complies): %1</translation>
    </message>
    <message>
        <source>Base price (the lowest evaluated price that complies): %1</source>
        <translation>Base price (the lowest evaluated price that complies): %1</translation>
    </message>
    <message>
        <source>'%1' is not a time of day; write it as 17:00</source>
        <translation>'%1' is not a time of day; write it as 17:00</translation>
    </message>
    <message>
        <source>submission time</source>
        <translation>submission time</translation>
    </message>
    <message>
        <source>offers stay valid from 0 to 365 days after the deadline; %1 was given</source>
        <translation>offers stay valid from 0 to 365 days after the deadline; %1 was given</translation>
    </message>
    <message>
        <source>validity of offers</source>
        <translation>validity of offers</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>contact</translation>
    </message>
    <message>
        <source>submission</source>
        <translation>submission</translation>
    </message>
    <message>
        <source>payment terms</source>
        <translation>payment terms</translation>
    </message>
    <message>
        <source>at most 200 characters; %1 were given</source>
        <translation>at most 200 characters; %1 were given</translation>
    </message>
    <message>
        <source>The compliant offer with the lowest evaluated price (this job's cost to the buyer under it) is ranked first; equal prices are tied.</source>
        <translation>The compliant offer with the lowest evaluated price (this job's cost to the buyer under it) is ranked first; equal prices are tied.</translation>
    </message>
    <message>
        <source>when the servers are handed over by %1</source>
        <translation>when the servers are handed over by %1</translation>
    </message>
    <message>
        <source>when the offer states its delivery date</source>
        <translation>when the offer states its delivery date</translation>
    </message>
    <message>
        <source>Price (%1 points): the base price ÷ the offer's evaluated price × %1, the base being the lowest evaluated price among the compliant offers (财政部令第87号 第五十五条).</source>
        <translation>Price (%1 points): the base price ÷ the offer's evaluated price × %1, the base being the lowest evaluated price among the compliant offers (财政部令第87号 第五十五条).</translation>
    </message>
    <message>
        <source>Delivery (%1 points): all %1 %2, else none.</source>
        <translation>Delivery (%1 points): all %1 %2, else none.</translation>
    </message>
    <message>
        <source>SLA (%1 points): half for the response time and half for the hardware replacement time, each the best offered ÷ the offer's time × its half; a time above the one required does not comply.</source>
        <translation>SLA (%1 points): half for the response time and half for the hardware replacement time, each the best offered ÷ the offer's time × its half; a time above the one required does not comply.</translation>
    </message>
    <message>
        <source>Invoice (%1 points): all %1 for a special VAT invoice when the buyer deducts VAT (a general taxpayer), for any invoice otherwise.</source>
        <translation>Invoice (%1 points): all %1 for a special VAT invoice when the buyer deducts VAT (a general taxpayer), for any invoice otherwise.</translation>
    </message>
    <message>
        <source>Ties: the higher total, then the lower evaluated price.</source>
        <translation>Ties: the higher total, then the lower evaluated price.</translation>
    </message>
    <message>
        <source>start taking offers</source>
        <translation>start taking offers</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>offer %1</source>
        <translation>offer %1</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>reason: %1</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>quote %1</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) substantially respond, fewer than %1: %2</source>
        <translation><numerusform>%n offer substantially respond, fewer than %1: %2</numerusform><numerusform>%n offers substantially respond, fewer than %1: %2</numerusform></translation>
    </message>
    <message>
        <source>the rental term is 1 to 120 months (0: as long as the job runs); %1 was given</source>
        <translation>the rental term is 1 to 120 months (0: as long as the job runs); %1 was given</translation>
    </message>
    <message>
        <source>rental term</source>
        <translation>rental term</translation>
    </message>
    <message>
        <source>Record (履约评价, %1 points): a quarter each for the bills, the service, the deliveries and the delivery dates of the vendor's earlier contracts with this buyer: the share of the statements not disputed, of the server-months without an SLA credit, of the delivery reports without a failed item and of the servers accepted on time. A quarter with nothing on record earns its whole part: a vendor new to the buyer is not scored below one that served it (政府采购法实施条例 第二十条).</source>
        <translation>Record (履约评价, %1 points): a quarter each for the bills, the service, the deliveries and the delivery dates of the vendor's earlier contracts with this buyer: the share of the statements not disputed, of the server-months without an SLA credit, of the delivery reports without a failed item and of the servers accepted on time. A quarter with nothing on record earns its whole part: a vendor new to the buyer is not scored below one that served it (政府采购法实施条例 第二十条).</translation>
    </message>
</context>
<context>
    <name>TenderMatrix</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>%1 (final offer)</source>
        <translation>%1 (final offer)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price offered</source>
        <translation>Price offered</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Delivery</translation>
    </message>
    <message>
        <source>Response time</source>
        <translation>Response time</translation>
    </message>
    <message>
        <source>Hardware replacement</source>
        <translation>Hardware replacement</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>Invoice</translation>
    </message>
    <message>
        <source>cannot run the job</source>
        <translation>cannot run the job</translation>
    </message>
    <message>
        <source>Excluding VAT</source>
        <translation>Excluding VAT</translation>
    </message>
    <message>
        <source>Price score (%1)</source>
        <translation>Price score (%1)</translation>
    </message>
    <message>
        <source>Delivery score (%1)</source>
        <translation>Delivery score (%1)</translation>
    </message>
    <message>
        <source>SLA score (%1)</source>
        <translation>SLA score (%1)</translation>
    </message>
    <message>
        <source>Invoice score (%1)</source>
        <translation>Invoice score (%1)</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Total score</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>Compliance</translation>
    </message>
    <message>
        <source>meets every requirement</source>
        <translation>meets every requirement</translation>
    </message>
    <message>
        <source>Record score (%1)</source>
        <translation>Record score (%1)</translation>
    </message>
    <message>
        <source>Record (履约评价)</source>
        <translation>Record (履约评价)</translation>
    </message>
</context>
<context>
    <name>TenderService</name>
    <message>
        <source>database</source>
        <translation>database</translation>
    </message>
    <message>
        <source>no database is open</source>
        <translation>no database is open</translation>
    </message>
    <message>
        <source>the job: %1</source>
        <translation>the job: %1</translation>
    </message>
    <message>
        <source>unknown GPU '%1'</source>
        <translation>unknown GPU '%1'</translation>
    </message>
    <message>
        <source>GPU kinds allowed</source>
        <translation>GPU kinds allowed</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the answer have problems; nothing was recorded. The first: %1</source>
        <translation><numerusform>%n row of the answer have problems; nothing was recorded. The first: %1</numerusform><numerusform>%n rows of the answer have problems; nothing was recorded. The first: %1</numerusform></translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>the answer</translation>
    </message>
    <message>
        <source>the job cannot run on the servers offered</source>
        <translation>the job cannot run on the servers offered</translation>
    </message>
    <message>
        <source>the offer expired on %1; it cannot be awarded</source>
        <translation>the offer expired on %1; it cannot be awarded</translation>
    </message>
    <message>
        <source>%1 is not among the GPU kinds allowed (%2)</source>
        <translation>%1 is not among the GPU kinds allowed (%2)</translation>
    </message>
    <message>
        <source>%1 GPUs offered; at least %2 are required</source>
        <translation>%1 GPUs offered; at least %2 are required</translation>
    </message>
    <message>
        <source>delivers on %1, after the %2 required</source>
        <translation>delivers on %1, after the %2 required</translation>
    </message>
    <message>
        <source>no delivery date is stated; delivery by %1 is required</source>
        <translation>no delivery date is stated; delivery by %1 is required</translation>
    </message>
    <message>
        <source>response time %1; at most %2 h is required</source>
        <translation>response time %1; at most %2 h is required</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>hardware replacement time %1; at most %2 h is required</source>
        <translation>hardware replacement time %1; at most %2 h is required</translation>
    </message>
    <message>
        <source>%1; a %2 is required</source>
        <translation>%1; a %2 is required</translation>
    </message>
    <message>
        <source>network %1; %2 is required</source>
        <translation>network %1; %2 is required</translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation>vendor %1</translation>
    </message>
    <message>
        <source>this vendor has made no offer</source>
        <translation>this vendor has made no offer</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>reason</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>purchase %1</translation>
    </message>
    <message>
        <source>the awarded offer can no longer be read; nothing was approved</source>
        <translation>the awarded offer can no longer be read; nothing was approved</translation>
    </message>
    <message>
        <source>awarded in purchase %1 (%2 round %3)</source>
        <translation>awarded in purchase %1 (%2 round %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) substantially respond, as many as a %1 needs; name the cause of the failure</source>
        <translation><numerusform>%n offer substantially respond, as many as a %1 needs; name the cause of the failure</numerusform><numerusform>%n offers substantially respond, as many as a %1 needs; name the cause of the failure</numerusform></translation>
    </message>
    <message>
        <source>offers %1 and %2 of the file are both from %3; an answer holds one offer per vendor (send each alternative as a file of its own, or a clarification)</source>
        <translation>offers %1 and %2 of the file are both from %3; an answer holds one offer per vendor (send each alternative as a file of its own, or a clarification)</translation>
    </message>
    <message>
        <source>valid until %1; offers must stay valid until %2 (%3 days after the deadline)</source>
        <translation>valid until %1; offers must stay valid until %2 (%3 days after the deadline)</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>vendor</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) of %1 GPUs on %2 server(s) for the peak with headroom, %3 months: %4</source>
        <translation><numerusform>%n replica of %1 GPUs on %2 server for the peak with headroom, %3 months: %4</numerusform><numerusform>%n replicas of %1 GPUs on %2 servers for the peak with headroom, %3 months: %4</numerusform></translation>
    </message>
    <message>
        <source>the service cannot run on the servers offered</source>
        <translation>the service cannot run on the servers offered</translation>
    </message>
</context>
<context>
    <name>TenderStore</name>
    <message>
        <source>a purchase needs a name</source>
        <translation>a purchase needs a name</translation>
    </message>
    <message>
        <source>a purchase's name has at most 200 characters and its number at most 100</source>
        <translation>a purchase's name has at most 200 characters and its number at most 100</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>purchase %1</translation>
    </message>
    <message>
        <source>%1 is not a step of its own</source>
        <translation>%1 is not a step of its own</translation>
    </message>
    <message>
        <source>%1 is already invited (as %2)</source>
        <translation>%1 is already invited (as %2)</translation>
    </message>
    <message>
        <source>invited vendors</source>
        <translation>invited vendors</translation>
    </message>
    <message>
        <source>name the vendors to invite, comma-separated</source>
        <translation>name the vendors to invite, comma-separated</translation>
    </message>
    <message>
        <source>there is no purchase with the id %1</source>
        <translation>there is no purchase with the id %1</translation>
    </message>
</context>
<context>
    <name>TimeEstimator</name>
    <message>
        <source>FLOPs per token</source>
        <translation>FLOPs per token</translation>
    </message>
    <message>
        <source>6·N + 12·L·s·d (LoRA: 4·N + 8·L·s·d); + one forward pass (2·N + 4·L·s·d) under full recomputation</source>
        <translation>6·N + 12·L·s·d (LoRA: 4·N + 8·L·s·d); + one forward pass (2·N + 4·L·s·d) under full recomputation</translation>
    </message>
    <message>
        <source>Chowdhery et al. 2022 (PaLM) appendix B; Kaplan et al. 2020</source>
        <translation>Chowdhery et al. 2022 (PaLM) appendix B; Kaplan et al. 2020</translation>
    </message>
    <message>
        <source>wall-clock time</source>
        <translation>wall-clock time</translation>
    </message>
    <message>
        <source>decode speed</source>
        <translation>decode speed</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>sequences</translation>
    </message>
    <message>
        <source>maximum concurrency</source>
        <translation>maximum concurrency</translation>
    </message>
    <message>
        <source>memory left after weights, activations and overhead ÷ KV cache per sequence</source>
        <translation>memory left after weights, activations and overhead ÷ KV cache per sequence</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduces</source>
        <translation>tensor-parallel all-reduces</translation>
    </message>
    <message>
        <source>data-parallel gradient all-reduce</source>
        <translation>data-parallel gradient all-reduce</translation>
    </message>
    <message>
        <source>ZeRO-%1 gradient reduce-scatter and weight all-gather</source>
        <translation>ZeRO-%1 gradient reduce-scatter and weight all-gather</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers and gradient reduce-scatters</source>
        <translation>ZeRO-3 parameter gathers and gradient reduce-scatters</translation>
    </message>
    <message>
        <source>pipeline sends between stages</source>
        <translation>pipeline sends between stages</translation>
    </message>
    <message>
        <source>%1 per layer × layers ÷ pp × micro-batches × all-reduce of b·s·h·%2 B</source>
        <translation>%1 per layer × layers ÷ pp × micro-batches × all-reduce of b·s·h·%2 B</translation>
    </message>
    <message>
        <source>all-reduce of the stage's gradients once per step</source>
        <translation>all-reduce of the stage's gradients once per step</translation>
    </message>
    <message>
        <source>reduce-scatter of the gradients + all-gather of the 16-bit weights, once per step</source>
        <translation>reduce-scatter of the gradients + all-gather of the 16-bit weights, once per step</translation>
    </message>
    <message>
        <source>micro-batches × (%1 all-gathers of the stage's weights + a reduce-scatter of its gradients)</source>
        <translation>micro-batches × (%1 all-gathers of the stage's weights + a reduce-scatter of its gradients)</translation>
    </message>
    <message>
        <source>micro-batches × 2 × v × b·s·h·%1 B ÷ tp</source>
        <translation>micro-batches × 2 × v × b·s·h·%1 B ÷ tp</translation>
    </message>
    <message>
        <source>compute per step</source>
        <translation>compute per step</translation>
    </message>
    <message>
        <source>tokens per step × FLOPs per token ÷ (GPUs × dense peak × compute efficiency)</source>
        <translation>tokens per step × FLOPs per token ÷ (GPUs × dense peak × compute efficiency)</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>pipeline bubble</translation>
    </message>
    <message>
        <source>(pp − 1) ÷ v micro-batch times (1F1B schedule; v = interleaved stages)</source>
        <translation>(pp − 1) ÷ v micro-batch times (1F1B schedule; v = interleaved stages)</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>micro-batches</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021, §2.2</source>
        <translation>Narayanan et al. 2021, §2.2</translation>
    </message>
    <message>
        <source>%1; time = bytes × ring factor ÷ bus bandwidth + latency; exposed = (1 − %2) × time + what outlasts the computation it overlaps</source>
        <translation>%1; time = bytes × ring factor ÷ bus bandwidth + latency; exposed = (1 − %2) × time + what outlasts the computation it overlaps</translation>
    </message>
    <message>
        <source>%1: %2 GB/s, %3 µs; %4 GB per GPU per step; %5 s on the link</source>
        <translation>%1: %2 GB/s, %3 µs; %4 GB per GPU per step; %5 s on the link</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>time per step</translation>
    </message>
    <message>
        <source>compute + pipeline bubble + exposed communication</source>
        <translation>compute + pipeline bubble + exposed communication</translation>
    </message>
    <message>
        <source>tokens ÷ (tokens per step ÷ time per step)</source>
        <translation>tokens ÷ (tokens per step ÷ time per step)</translation>
    </message>
    <message>
        <source>per step each pipeline stage reads its weights and its sequences' KV cache (bytes ÷ (memory bandwidth × %1)) or computes 2·N ÷ pp FLOPs per sequence, whichever is longer, plus 2 tensor-parallel all-reduces per layer; latency = pp × stage time</source>
        <translation>per step each pipeline stage reads its weights and its sequences' KV cache (bytes ÷ (memory bandwidth × %1)) or computes 2·N ÷ pp FLOPs per sequence, whichever is longer, plus 2 tensor-parallel all-reduces per layer; latency = pp × stage time</translation>
    </message>
    <message>
        <source>roofline model (Williams et al. 2009); seeds 000 and 004 on bandwidth</source>
        <translation>roofline model (Williams et al. 2009); articles [1] and [3] on bandwidth</translation>
    </message>
    <message>
        <source>Steady-state speed: interruptions, checkpoints and restarts are left out.</source>
        <translation>Steady-state speed: interruptions, checkpoints and restarts are left out.</translation>
    </message>
    <message>
        <source>A whole run loses %1 (%2% of the steady-state time): %3 interruptions expected, a checkpoint every %4 (%5 to write), %6 of lost work and restarts</source>
        <translation>A whole run loses %1 (%2% of the steady-state time): %3 interruptions expected, a checkpoint every %4 (%5 to write), %6 of lost work and restarts</translation>
    </message>
    <message>
        <source>, %1 waiting for replaced servers</source>
        <translation>, %1 waiting for replaced servers</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source> Interruptions come faster than the run recovers: ask for spare servers or a shorter replacement time.</source>
        <translation> Interruptions come faster than the run recovers: ask for spare servers or a shorter replacement time.</translation>
    </message>
    <message>
        <source>what a whole run loses</source>
        <translation>what a whole run loses</translation>
    </message>
    <message>
        <source>band</source>
        <translation>band</translation>
    </message>
    <message>
        <source>steady-state time</source>
        <translation>steady-state time</translation>
    </message>
    <message>
        <source>offloading: weights streamed from host RAM, gradients to it, the CPU's optimizer step</source>
        <translation>offloading: weights streamed from host RAM, gradients to it, the CPU's optimizer step</translation>
    </message>
    <message>
        <source>offloading: gradients to host RAM, updated weights back, the CPU's optimizer step</source>
        <translation>offloading: gradients to host RAM, updated weights back, the CPU's optimizer step</translation>
    </message>
    <message>
        <source>2 B of gradients and 2 B of weights per parameter of the GPU's shard over PCIe (ZeRO-Infinity: the weights again for every micro-batch's passes), + trained parameters ÷ servers ÷ the CPU's optimizer rate; not overlapped</source>
        <translation>2 B of gradients and 2 B of weights per parameter of the GPU's shard over PCIe (ZeRO-Infinity: the weights again for every micro-batch's passes), + trained parameters ÷ servers ÷ the CPU's optimizer rate; not overlapped</translation>
    </message>
    <message>
        <source>context-parallel ring attention (keys and values passed around the ring)</source>
        <translation>context-parallel ring attention (keys and values passed around the ring)</translation>
    </message>
    <message>
        <source>micro-batches × layers ÷ pp × 3 × (cp − 1) × keys and values of s/cp tokens (cp = %1)</source>
        <translation>micro-batches × layers ÷ pp × 3 × (cp − 1) × keys and values of s/cp tokens (cp = %1)</translation>
    </message>
    <message>
        <source>expert-parallel all-to-all (tokens to their experts and back)</source>
        <translation>expert-parallel all-to-all (tokens to their experts and back)</translation>
    </message>
    <message>
        <source>micro-batches × layers ÷ pp × %1 all-to-alls × tokens × experts per token × h × 2 B × (ep − 1)/ep</source>
        <translation>micro-batches × layers ÷ pp × %1 all-to-alls × tokens × experts per token × h × 2 B × (ep − 1)/ep</translation>
    </message>
    <message>
        <source>ring collectives (nccl-tests bus bandwidth); link figures from published measurements (the README's "time model")</source>
        <translation>ring collectives (nccl-tests bus bandwidth); link figures from published measurements (the README's "time model")</translation>
    </message>
    <message>
        <source>calibrated on published training runs (README, "How the figures are computed")</source>
        <translation>calibrated on published training runs (README, "How the figures are computed")</translation>
    </message>
    <message>
        <source>, %1 more as published whole runs take beyond these (evaluation, data stalls, slower early software)</source>
        <translation>, %1 more as published whole runs take beyond these (evaluation, data stalls, slower early software)</translation>
    </message>
    <message>
        <source>λ = %1 per GPU-hour, G = %2, C = %3 s (checkpoint of %4 GB at %5 GB/s per server), R = %6 h, η = %7, H = %8 h, k = %9</source>
        <translation>λ = %1 per GPU-hour, G = %2, C = %3 s (checkpoint of %4 GB at %5 GB/s per server), R = %6 h, η = %7, H = %8 h, k = %9</translation>
    </message>
    <message>
        <source>compute efficiency</source>
        <translation>compute efficiency</translation>
    </message>
    <message>
        <source>compute efficiency: the row above, or the one given</source>
        <translation>compute efficiency: the row above, or the one given</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a factor and what it is for</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>; uneven stages: the heaviest holds %1 × the average</source>
        <translation>; uneven stages: the heaviest holds %1 × the average</translation>
    </message>
    <message>
        <source>fitted and tested on %1 published runs from %2 publications; with each publication left out, median error %3% (resources/catalog/calibration.json, README "How the figures are computed")</source>
        <translation>fitted and tested on %1 published runs from %2 publications; with each publication left out, median error %3% (resources/catalog/calibration.json, README "How the figures are computed")</translation>
    </message>
    <message>
        <source>MoE: f½ and its band from %1 published MoE runs (f½ fitted on the 16-bit ones); with each publication left out, median error %2% (resources/catalog/calibration.json, README "How the figures are computed")</source>
        <translation>MoE: f½ and its band from %1 published MoE runs (f½ fitted on the 16-bit ones); with each publication left out, median error %2% (resources/catalog/calibration.json, README "How the figures are computed")</translation>
    </message>
    <message>
        <source>published ÷ estimated time, 80% of the public runs with their source left out of the fit: %1–%2 (whole runs), %3–%4 (steady state, software named), %5–%6 (software not stated), %7–%8 (MoE models), %9–%10 (fine-tuning)</source>
        <translation>published ÷ estimated time, 80% of the public runs with their source left out of the fit: %1–%2 (whole runs), %3–%4 (steady state, software named), %5–%6 (software not stated), %7–%8 (MoE models), %9–%10 (fine-tuning)</translation>
    </message>
    <message>
        <source>e₁₆ = catalog value × scale of the GPU generation × factor of the training software × f(h) ÷ f(8,192) × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)</source>
        <translation>e₁₆ = catalog value × scale of the GPU generation × factor of the training software × f(h) ÷ f(8,192) × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)</translation>
    </message>
    <message>
        <source>e₁₆ = catalog value × scale of the GPU generation × factor of the training software × f(h) ÷ f(8,192)</source>
        <translation>e₁₆ = catalog value × scale of the GPU generation × factor of the training software × f(h) ÷ f(8,192)</translation>
    </message>
    <message>
        <source>; FP8 (only the linear layers' products run on the FP8 peak, r times the 16-bit one, at the FP8 factor k: the share s = f(h) × (1 − a) of the 16-bit time, a the attention core's share of the FLOPs; the rest stays at 16 bits): e₁₆ ÷ (s ÷ k + r·(1 − s)) on the FP8 peak</source>
        <translation>; FP8 (only the linear layers' products run on the FP8 peak, r times the 16-bit one, at the FP8 factor k: the share s = f(h) × (1 − a) of the 16-bit time, a the attention core's share of the FLOPs; the rest stays at 16 bits): e₁₆ ÷ (s ÷ k + r·(1 − s)) on the FP8 peak</translation>
    </message>
    <message>
        <source>e₁₆ = %1 = %2; a = %3, s = %4, k = %5, r = %6</source>
        <translation>e₁₆ = %1 = %2; a = %3, s = %4, k = %5, r = %6</translation>
    </message>
    <message>
        <source>T = k·W·(1 + C/τ) ÷ (1 − λG·(τ/2 + R + η·H/n)); τ = √(2·C·MTBF) (Young 1974), MTBF = 1 ÷ λG; a failed server waits H hours for its replacement (on n servers the rest go on); k: what published whole runs take beyond these, fitted on those that also publish their steady-state speed</source>
        <translation>T = k·W·(1 + C/τ) ÷ (1 − λG·(τ/2 + R + η·H/n)); τ = √(2·C·MTBF) (Young 1974), MTBF = 1 ÷ λG; a failed server waits H hours for its replacement (on n servers the rest go on); k: what published whole runs take beyond these, fitted on those that also publish their steady-state speed</translation>
    </message>
    <message>
        <source>Llama Team 2024 (arXiv 2407.21783) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 H100, 78% hardware; Young 1974; k: Llama 3.1 405B's model card, OPT-175B's logbook and BloombergGPT (Wu et al. 2023), each against its published steady-state speed</source>
        <translation>Llama Team 2024 (arXiv 2407.21783) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 H100, 78% hardware; Young 1974; k: Llama 3.1 405B's model card, OPT-175B's logbook and BloombergGPT (Wu et al. 2023), each against its published steady-state speed</translation>
    </message>
    <message>
        <source>catalog value × scale of the GPU generation × factor of the training software × FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's FLOPs per byte of memory bandwidth ÷ the A100's × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)</source>
        <translation>catalog value × scale of the GPU generation × factor of the training software × FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's FLOPs per byte of memory bandwidth ÷ the A100's × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)</translation>
    </message>
    <message>
        <source>catalog value × scale of the GPU generation × factor of the training software × FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's FLOPs per byte of memory bandwidth ÷ the A100's</source>
        <translation>catalog value × scale of the GPU generation × factor of the training software × FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's FLOPs per byte of memory bandwidth ÷ the A100's</translation>
    </message>
    <message>
        <source>1.000 (the training software's factor is fitted on dense models; an MoE model takes the MoE factor instead)</source>
        <translation>1.000 (the training software's factor is fitted on dense models; an MoE model takes the MoE factor instead)</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>inference</source>
        <translation>inference</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA fine-tuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA fine-tuning</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>full fine-tuning</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>pre-training</translation>
    </message>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation>the sequence length must be at least 1</translation>
    </message>
    <message>
        <source>the micro-batch must be at least 1</source>
        <translation>the micro-batch must be at least 1</translation>
    </message>
    <message>
        <source>the global batch must be at least 1</source>
        <translation>the global batch must be at least 1</translation>
    </message>
    <message>
        <source>concurrency must be at least 1</source>
        <translation>concurrency must be at least 1</translation>
    </message>
    <message>
        <source>the LoRA rank must be between 1 and 4096</source>
        <translation>the LoRA rank must be between 1 and 4096</translation>
    </message>
    <message>
        <source>the context must be at least 1 token</source>
        <translation>the context must be at least 1 token</translation>
    </message>
    <message>
        <source>tf32 is a compute mode, not a storage format; use fp32, bf16, fp16, fp8, int8 or int4</source>
        <translation>tf32 is a compute mode, not a storage format; use fp32, bf16, fp16, fp8, int8 or int4</translation>
    </message>
    <message>
        <source>parallel degrees must be at least 1</source>
        <translation>parallel degrees must be at least 1</translation>
    </message>
    <message>
        <source>tensor parallel degree %1 does not divide the %2 attention heads of %3; allowed: %4</source>
        <translation>tensor parallel degree %1 does not divide the %2 attention heads of %3; allowed: %4</translation>
    </message>
    <message>
        <source>tensor parallel degree %1 is larger than the %2 GPUs of one server; tensor parallelism stays inside a server</source>
        <translation>tensor parallel degree %1 is larger than the %2 GPUs of one server; tensor parallelism stays inside a server</translation>
    </message>
    <message>
        <source>pipeline parallel degree %1 exceeds the %2 layers of the model</source>
        <translation>pipeline parallel degree %1 exceeds the %2 layers of the model</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>the ZeRO stage must be 0, 1, 2 or 3</translation>
    </message>
    <message>
        <source>ZeRO shards training state; it has no meaning for inference</source>
        <translation>ZeRO shards training state; it has no meaning for inference</translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</source>
        <translation>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</translation>
    </message>
    <message>
        <source>none</source>
        <comment>recomputation</comment>
        <translation>none</translation>
    </message>
    <message>
        <source>selective</source>
        <comment>recomputation</comment>
        <translation>selective</translation>
    </message>
    <message>
        <source>full</source>
        <comment>recomputation</comment>
        <translation>full</translation>
    </message>
    <message>
        <source>%1 needs fp32, tf32, bf16, fp16 or fp8; integer formats cannot be trained directly (for a 4-bit base, choose QLoRA)</source>
        <translation>%1 needs fp32, tf32, bf16, fp16 or fp8; integer formats cannot be trained directly (for a 4-bit base, choose QLoRA)</translation>
    </message>
    <message>
        <source>QLoRA stores the base in 4-bit NF4 and computes in bf16 or fp16; choose bf16 or fp16</source>
        <translation>QLoRA stores the base in 4-bit NF4 and computes in bf16 or fp16; choose bf16 or fp16</translation>
    </message>
    <message>
        <source>the token count must be at least 1</source>
        <translation>the token count must be at least 1</translation>
    </message>
    <message>
        <source>%1 reads at most %2 tokens; %3 needs a version of the model extended to that context</source>
        <translation>%1 reads at most %2 tokens; %3 needs a version of the model extended to that context</translation>
    </message>
    <message>
        <source>expert parallelism shards the experts of a mixture-of-experts model; %1 has none</source>
        <translation>expert parallelism shards the experts of a mixture-of-experts model; %1 has none</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>LoRA keeps the base model in fp32, bf16 or fp16 (fp8: bf16 weights, FP8 compute); for a 4-bit base choose QLoRA</source>
        <translation>LoRA keeps the base model in fp32, bf16 or fp16 (fp8: bf16 weights, FP8 compute); for a 4-bit base choose QLoRA</translation>
    </message>
    <message>
        <source>an expert-parallel degree divides both the %1 experts and the %2 tensor × context × data parallel GPUs of a pipeline stage; %3 does not</source>
        <translation>an expert-parallel degree divides both the %1 experts and the %2 tensor × context × data parallel GPUs of a pipeline stage; %3 does not</translation>
    </message>
</context>
<context>
    <name>gpuplan::AmendmentDialog</name>
    <message>
        <source>Amend contract %1</source>
        <translation>Amend contract %1</translation>
    </message>
    <message>
        <source>the amendment's number, e.g. %1-BC-01</source>
        <translation>the amendment's number, e.g. %1-BC-01</translation>
    </message>
    <message>
        <source>From the first day of this month (China time): bills are matched month by month</source>
        <translation>From the first day of this month (China time): bills are matched month by month</translation>
    </message>
    <message>
        <source>Per %1, as the contract prices it</source>
        <translation>Per %1, as the contract prices it</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message>
        <source>The whole term from %1</source>
        <translation>The whole term from %1</translation>
    </message>
    <message>
        <source>The contract's credit tiers: availability below : credit, in percent</source>
        <translation>The contract's credit tiers: availability below : credit, in percent</translation>
    </message>
    <message>
        <source>e.g. price cut for an 18-month term</source>
        <translation>e.g. price cut for an 18-month term</translation>
    </message>
    <message>
        <source>Amendment number</source>
        <translation>Amendment number</translation>
    </message>
    <message>
        <source>Applies from</source>
        <translation>Applies from</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Payment terms</translation>
    </message>
    <message>
        <source>SLA credit tiers</source>
        <translation>SLA credit tiers</translation>
    </message>
    <message>
        <source>Credit at most (%)</source>
        <translation>Credit at most (%)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
</context>
<context>
    <name>gpuplan::AmendmentsView</name>
    <message>
        <source>Amend…</source>
        <translation>Amend…</translation>
    </message>
    <message>
        <source>An amendment (补充协议): a new unit price, term, number of servers, payment terms or SLA from the first day of a month</source>
        <translation>An amendment (补充协议): a new unit price, term, number of servers, payment terms or SLA from the first day of a month</translation>
    </message>
    <message>
        <source>Amendment</source>
        <translation>Amendment</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Recorded by</translation>
    </message>
    <message>
        <source>Amend the contract</source>
        <translation>Amend the contract</translation>
    </message>
</context>
<context>
    <name>gpuplan::CatalogPage</name>
    <message>
        <source>your entry</source>
        <translation>your entry</translation>
    </message>
    <message>
        <source>your edit</source>
        <translation>your edit</translation>
    </message>
    <message>
        <source>shipped</source>
        <translation>shipped</translation>
    </message>
    <message>
        <source>%1 accelerators; %2 of them are your entries or edits (in bold). Throughput is dense (no sparsity), per GPU; efficiency is the share of that peak a training step reaches (README).</source>
        <translation>%1 accelerators; %2 of them are your entries or edits (in bold). Throughput is dense (no sparsity), per GPU; efficiency is the share of that peak a training step reaches (README).</translation>
    </message>
    <message>
        <source>Filter: model, vendor, interconnect, source…</source>
        <translation>Filter: model, vendor, interconnect, source…</translation>
    </message>
    <message>
        <source>Add or correct GPUs from CSV…</source>
        <translation>Add or correct GPUs from CSV…</translation>
    </message>
    <message>
        <source>A CSV in the catalog's columns (resources/catalog/gpus.csv); your rows are kept apart from the shipped data and never overwritten by an update</source>
        <translation>A CSV in the catalog's columns (resources/catalog/gpus.csv); your rows are kept apart from the shipped data and never overwritten by an update</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Memory bandwidth</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Year</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>Compute efficiency</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origin</translation>
    </message>
    <message>
        <source>Add or correct GPUs</source>
        <translation>Add or correct GPUs</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n GPU(s) as your entries.</source>
        <translation><numerusform>Stored %n GPU as your entries.</numerusform><numerusform>Stored %n GPUs as your entries.</numerusform></translation>
    </message>
    <message>
        <source>Add GPU…</source>
        <translation>Add GPU…</translation>
    </message>
    <message>
        <source>A GPU of your own in a form; kept apart from the shipped catalog</source>
        <translation>A GPU of your own in a form; kept apart from the shipped catalog</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Correct…</translation>
    </message>
    <message>
        <source>Correct the selected GPU's figures (or double-click it); the shipped figures stay behind your edit</source>
        <translation>Correct the selected GPU's figures (or double-click it); the shipped figures stay behind your edit</translation>
    </message>
    <message>
        <source>the form</source>
        <translation>the form</translation>
    </message>
    <message>
        <source>Your GPU</source>
        <translation>Your GPU</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n GPU(s) as your data.</source>
        <translation><numerusform>Saved %n GPU as your data.</numerusform><numerusform>Saved %n GPUs as your data.</numerusform></translation>
    </message>
    <message>
        <source>Filter the catalog</source>
        <translation>Filter the catalog</translation>
    </message>
    <message>
        <source>GPU catalog</source>
        <translation>GPU catalog</translation>
    </message>
    <message>
        <source>Export rules: %1</source>
        <translation>Export rules: %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ChecklistsPage</name>
    <message>
        <source>&amp;Quote:</source>
        <translation>&amp;Quote:</translation>
    </message>
    <message>
        <source>Create checklists</source>
        <translation>Create checklists</translation>
    </message>
    <message>
        <source>Create the contract and acceptance checklists of this quote from the templates, with the expected values filled in from the quote</source>
        <translation>Create the contract and acceptance checklists of this quote from the templates, with the expected values filled in from the quote</translation>
    </message>
    <message>
        <source>Add item…</source>
        <translation>Add item…</translation>
    </message>
    <message>
        <source>Generate acceptance script…</source>
        <translation>Generate acceptance script…</translation>
    </message>
    <message>
        <source>A read-only bash script to run on each delivered server; it writes one report file</source>
        <translation>A read-only bash script to run on each delivered server; it writes one report file</translation>
    </message>
    <message>
        <source>Import acceptance report…</source>
        <translation>Import acceptance report…</translation>
    </message>
    <message>
        <source>Read the script's report (or pasted command outputs), check it against this quote and record the findings on the items</source>
        <translation>Read the script's report (or pasted command outputs), check it against this quote and record the findings on the items</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>Expected value</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidence</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Updated</translation>
    </message>
    <message>
        <source>%1 of %2 checked</source>
        <translation>%1 of %2 checked</translation>
    </message>
    <message>
        <source>This quote has no checklists yet: create them.</source>
        <translation>This quote has no checklists yet: create them.</translation>
    </message>
    <message>
        <source>No quotes: import some on the Quotes page.</source>
        <translation>No quotes: import some on the Quotes page.</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 not applicable, %4 open</source>
        <translation>%1 confirmed, %2 failed, %3 not applicable, %4 open</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Checklist</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>Add item</translation>
    </message>
    <message>
        <source>What must be checked:</source>
        <translation>What must be checked:</translation>
    </message>
    <message>
        <source>Generate acceptance script</source>
        <translation>Generate acceptance script</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell scripts (*.sh)</translation>
    </message>
    <message>
        <source>Wrote %1. Run it on each delivered server (bash %2); it only reads and writes one report file. Then import that report here.</source>
        <translation>Wrote %1. Run it on each delivered server (bash %2); it only reads and writes one report file. Then import that report here.</translation>
    </message>
    <message>
        <source>Import acceptance report</source>
        <translation>Import acceptance report</translation>
    </message>
    <message>
        <source>Reports (*.txt *.log);;All files (*)</source>
        <translation>Reports (*.txt *.log);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 confirmed, %2 failed, %3 not tested; recorded on %n item(s).</source>
        <translation><numerusform>%1 confirmed, %2 failed, %3 not tested; recorded on %n item.</numerusform><numerusform>%1 confirmed, %2 failed, %3 not tested; recorded on %n items.</numerusform></translation>
    </message>
    <message>
        <source>Export checklists</source>
        <translation>Export checklists</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Wrote the checklists of quote %1 to %2.</source>
        <translation>Wrote the checklists of quote %1 to %2.</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Export PDF…</translation>
    </message>
    <message>
        <source>The checklists in Chinese and English with signature lines for both parties, to attach to the contract</source>
        <translation>The checklists in Chinese and English with signature lines for both parties, to attach to the contract</translation>
    </message>
    <message>
        <source>Export to Excel…</source>
        <translation>Export to Excel…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Export to Excel</source>
        <translation>Export to Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel workbooks (*.xlsx)</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Print checklists</source>
        <translation>Print checklists</translation>
    </message>
    <message>
        <source>Edit templates…</source>
        <translation>Edit templates…</translation>
    </message>
    <message>
        <source>The checks new checklists are made of: change them, add your own</source>
        <translation>The checks new checklists are made of: change them, add your own</translation>
    </message>
    <message>
        <source>Checklist items</source>
        <translation>Checklist items</translation>
    </message>
    <message>
        <source>Type a provider, GPU or quote number</source>
        <translation>Type a provider, GPU or quote number</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>%1: choose the quote the servers were delivered under, then import the report again.</source>
        <translation>%1: choose the quote the servers were delivered under, then import the report again.</translation>
    </message>
    <message>
        <source>The report was written for quote %1, not for the selected one.</source>
        <translation>The report was written for quote %1, not for the selected one.</translation>
    </message>
    <message>
        <source>The report was written for quote %1, which is not in this database.</source>
        <translation>The report was written for quote %1, which is not in this database.</translation>
    </message>
    <message>
        <source>The report does not name its quote.</source>
        <translation>The report does not name its quote.</translation>
    </message>
    <message>
        <source>Check it against the selected quote, %1?</source>
        <translation>Check it against the selected quote, %1?</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>History…</translation>
    </message>
    <message>
        <source>Who changed this quote's checklist items, when, from what to what</source>
        <translation>Who changed this quote's checklist items, when, from what to what</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>quote %1</translation>
    </message>
    <message>
        <source>quote %1 of %2</source>
        <translation>quote %1 of %2</translation>
    </message>
    <message>
        <source>Acceptance on delivery: %1.</source>
        <translation>Acceptance on delivery: %1.</translation>
    </message>
    <message>
        <source>%1%2: %3 confirmed, %4 failed — %5, %6, %7</source>
        <translation>%1%2: %3 confirmed, %4 failed — %5, %6, %7</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>the server</translation>
    </message>
    <message>
        <source> (earlier report)</source>
        <translation> (earlier report)</translation>
    </message>
    <message>
        <source>The report shows %1, but quote %2 is for %3. Record it on this quote anyway (as failed on the GPU model)?</source>
        <translation>The report shows %1, but quote %2 is for %3. Record it on this quote anyway (as failed on the GPU model)?</translation>
    </message>
    <message numerus="yes">
        <source>The report does not name its server. Which of the %n server(s) is it?</source>
        <translation><numerusform>The report does not name its server. Which of the %n server is it?</numerusform><numerusform>The report does not name its server. Which of the %n servers is it?</numerusform></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 (quote %4)</source>
        <translation>%1 · %2 · %3 (quote %4)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ConfigurationModel</name>
    <message>
        <source>fastest</source>
        <translation>fastest</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>fewest GPUs</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>cheapest</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>cost and its term</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s)</source>
        <translation><numerusform>%n fail</numerusform><numerusform>%n fails</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>The seeds' checks</source>
        <translation>The checks</translation>
    </message>
    <message>
        <source>On the Pareto front: no other configuration is at once faster, on fewer GPUs and cheaper. ★ marks the best on one axis.</source>
        <translation>On the Pareto front: no other configuration is at once faster, on fewer GPUs and cheaper. ★ marks the best on one axis.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <source>Cost, VAT excl.</source>
        <translation>Cost, VAT excl.</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>%1 / %2 GiB, tight</source>
        <translation>%1 / %2 GiB, tight</translation>
    </message>
    <message>
        <source>%1% of the GPU's memory left free; tight: less than a recommendation leaves</source>
        <translation>%1% of the GPU's memory left free; tight: less than a recommendation leaves</translation>
    </message>
    <message>
        <source>%1% of the GPU's memory left free</source>
        <translation>%1% of the GPU's memory left free</translation>
    </message>
    <message>
        <source>%1 h of wall-clock time (%2–%3 h: the range the published runs allow); %4 tokens/s per GPU. %5</source>
        <translation>%1 h of wall-clock time (%2–%3 h: the range the published runs allow); %4 tokens/s per GPU. %5</translation>
    </message>
</context>
<context>
    <name>gpuplan::ContractDialog</name>
    <message>
        <source>New contract from a signed quote</source>
        <translation>New contract from a signed quote</translation>
    </message>
    <message>
        <source>#%1 %2 · %3 × %4 %5 · %6</source>
        <translation>#%1 %2 · %3 × %4 %5 · %6</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message>
        <source>The contract's credit tiers: availability below : credit, in percent</source>
        <translation>The contract's credit tiers: availability below : credit, in percent</translation>
    </message>
    <message>
        <source>from the delivery reports</source>
        <translation>from the delivery reports</translation>
    </message>
    <message>
        <source>Quote signed</source>
        <translation>Quote signed</translation>
    </message>
    <message>
        <source>Contract number (合同编号)</source>
        <translation>Contract number (合同编号)</translation>
    </message>
    <message>
        <source>First day of the term</source>
        <translation>First day of the term</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>SLA credit tiers</source>
        <translation>SLA credit tiers</translation>
    </message>
    <message>
        <source>Credit at most (% of the month's fee)</source>
        <translation>Credit at most (% of the month's fee)</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Payment terms</translation>
    </message>
    <message>
        <source>Servers (comma-separated)</source>
        <translation>Servers (comma-separated)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ContractsPage</name>
    <message>
        <source>After the signature: each contract with its servers' acceptance, outages, the month's bill matched line by line, SLA credits and the statements approved for payment.</source>
        <translation>After the signature: each contract with its servers' acceptance, outages, the month's bill matched line by line, SLA credits and the statements approved for payment.</translation>
    </message>
    <message>
        <source>New contract…</source>
        <translation>New contract…</translation>
    </message>
    <message>
        <source>A signed quote becomes a contract: term, servers, price, VAT, SLA</source>
        <translation>A signed quote becomes a contract: term, servers, price, VAT, SLA</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Outages</source>
        <translation>Outages</translation>
    </message>
    <message>
        <source>Month's bill</source>
        <translation>Month's bill</translation>
    </message>
    <message>
        <source>Statements kept</source>
        <translation>Statements kept</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Accepted (China time)</source>
        <translation>Accepted (China time)</translation>
    </message>
    <message>
        <source>server name, e.g. node-01</source>
        <translation>server name, e.g. node-01</translation>
    </message>
    <message>
        <source>Set accepted</source>
        <translation>Set accepted</translation>
    </message>
    <message>
        <source>When the server passed acceptance (China time); billing may start then</source>
        <translation>When the server passed acceptance (China time); billing may start then</translation>
    </message>
    <message>
        <source>Start (China time)</source>
        <translation>Start (China time)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Counted</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <source>Import outages…</source>
        <translation>Import outages…</translation>
    </message>
    <message>
        <source>A CSV: server, start, end, cause, counted (服务器, 开始, 结束, 原因, 计入)</source>
        <translation>A CSV: server, start, end, cause, counted (服务器, 开始, 结束, 原因, 计入)</translation>
    </message>
    <message>
        <source>&amp;Month</source>
        <translation>&amp;Month</translation>
    </message>
    <message>
        <source>Match a bill…</source>
        <translation>Match a bill…</translation>
    </message>
    <message>
        <source>The vendor's bill (.xlsx, .xls, CSV) checked line by line against the contract</source>
        <translation>The vendor's bill (.xlsx, .xls, CSV) checked line by line against the contract</translation>
    </message>
    <message>
        <source>Keep statement</source>
        <translation>Keep statement</translation>
    </message>
    <message>
        <source>Export statement…</source>
        <translation>Export statement…</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>Clause</translation>
    </message>
    <message>
        <source>Over the contract</source>
        <translation>Over the contract</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accepted</translation>
    </message>
    <message>
        <source>Billable h</source>
        <translation>Billable h</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Allowed</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>Fee due</translation>
    </message>
    <message>
        <source>Down h</source>
        <translation>Down h</translation>
    </message>
    <message>
        <source>SLA credit</source>
        <translation>SLA credit</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lines</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Differences</translation>
    </message>
    <message>
        <source>Payable</source>
        <translation>Payable</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Prepared by</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Approved by</translation>
    </message>
    <message>
        <source>Approve for payment</source>
        <translation>Approve for payment</translation>
    </message>
    <message>
        <source>By someone other than who prepared the statement</source>
        <translation>By someone other than who prepared the statement</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>ended</translation>
    </message>
    <message>
        <source>No contract yet: New contract… makes one from a signed quote.</source>
        <translation>No contract yet: New contract… makes one from a signed quote.</translation>
    </message>
    <message>
        <source>%1 × %2 %3 at %4, %5; %6. SLA: response %7 h, replacement %8 h; %9.</source>
        <translation>%1 × %2 %3 at %4, %5; %6. SLA: response %7 h, replacement %8 h; %9.</translation>
    </message>
    <message>
        <source>VAT %1% included</source>
        <translation>VAT %1% included</translation>
    </message>
    <message>
        <source>VAT %1% excluded</source>
        <translation>VAT %1% excluded</translation>
    </message>
    <message>
        <source>no credit tiers agreed</source>
        <translation>no credit tiers agreed</translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>not accepted</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <source>Choose the month and match the vendor's bill.</source>
        <translation>Choose the month and match the vendor's bill.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2: billed %3 (VAT excluded %4, VAT %5); due under the contract %6 VAT excluded; SLA credit −%7; &lt;b&gt;payable %8&lt;/b&gt; (VAT %9% included); &lt;b&gt;disputed %10&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2: billed %3 (VAT excluded %4, VAT %5); due under the contract %6 VAT excluded; SLA credit −%7; &lt;b&gt;payable %8&lt;/b&gt; (VAT %9% included); &lt;b&gt;disputed %10&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left out:</source>
        <translation><numerusform>%n row left out:</numerusform><numerusform>%n rows left out:</numerusform></translation>
    </message>
    <message>
        <source>New contract</source>
        <translation>New contract</translation>
    </message>
    <message>
        <source>No quote is stored: a contract is made from the quote signed.</source>
        <translation>No quote is stored: a contract is made from the quote signed.</translation>
    </message>
    <message>
        <source>Server accepted</source>
        <translation>Server accepted</translation>
    </message>
    <message>
        <source>Import outages</source>
        <translation>Import outages</translation>
    </message>
    <message>
        <source>Outages (*.csv *.txt)</source>
        <translation>Outages (*.csv *.txt)</translation>
    </message>
    <message numerus="yes">
        <source>%n outage(s) recorded.</source>
        <translation><numerusform>%n outage recorded.</numerusform><numerusform>%n outages recorded.</numerusform></translation>
    </message>
    <message>
        <source>Match a bill</source>
        <translation>Match a bill</translation>
    </message>
    <message>
        <source>Bills (*.xlsx *.xls *.csv *.txt);;All files (*)</source>
        <translation>Bills (*.xlsx *.xls *.csv *.txt);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the bill could not be matched and are left out. Keep the statement of the rows shown?</source>
        <translation><numerusform>%n row of the bill could not be matched and are left out. Keep the statement of the rows shown?</numerusform><numerusform>%n rows of the bill could not be matched and are left out. Keep the statement of the rows shown?</numerusform></translation>
    </message>
    <message>
        <source>Statement kept, prepared by %1. Someone else approves it for payment.</source>
        <translation>Statement kept, prepared by %1. Someone else approves it for payment.</translation>
    </message>
    <message>
        <source>Approve the statement of %1 for payment: %2 payable?</source>
        <translation>Approve the statement of %1 for payment: %2 payable?</translation>
    </message>
    <message>
        <source>Reconciliation statement</source>
        <translation>Reconciliation statement</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contracts</translation>
    </message>
    <message>
        <source>Servers of the contract</source>
        <translation>Servers of the contract</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Server name</translation>
    </message>
    <message>
        <source>Accepted at (China time)</source>
        <translation>Accepted at (China time)</translation>
    </message>
    <message>
        <source>Billing month</source>
        <translation>Billing month</translation>
    </message>
    <message>
        <source>Servers in the month</source>
        <translation>Servers in the month</translation>
    </message>
    <message numerus="yes">
        <source>The term ends on %1 (%n day(s) left): weigh the renewal.</source>
        <translation><numerusform>The term ends on %1 (%n day left): weigh the renewal.</numerusform><numerusform>The term ends on %1 (%n days left): weigh the renewal.</numerusform></translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation>Renewal</translation>
    </message>
    <message>
        <source>Renewal &amp;price</source>
        <translation>Renewal &amp;price</translation>
    </message>
    <message>
        <source>the contract's, or the vendor's offer</source>
        <translation>the contract's, or the vendor's offer</translation>
    </message>
    <message>
        <source>Weigh the renewal</source>
        <translation>Weigh the renewal</translation>
    </message>
    <message>
        <source>Continuing against the stored quotes and market prices for the same GPUs</source>
        <translation>Continuing against the stored quotes and market prices for the same GPUs</translation>
    </message>
    <message>
        <source>Export renewal memo…</source>
        <translation>Export renewal memo…</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Vendor or source</source>
        <translation>Vendor or source</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Rent</translation>
    </message>
    <message>
        <source>Switching</source>
        <translation>Switching</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Against renewing</source>
        <translation>Against renewing</translation>
    </message>
    <message>
        <source>Renewal price</source>
        <translation>Renewal price</translation>
    </message>
    <message>
        <source>Renew</source>
        <translation>Renew</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>Quote %1</translation>
    </message>
    <message>
        <source>Market price</source>
        <translation>Market price</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends on %2 (%n day(s) left).</source>
        <translation><numerusform>%1 ends on %2 (%n day left).</numerusform><numerusform>%1 ends on %2 (%n days left).</numerusform></translation>
    </message>
    <message>
        <source>Renewal memo</source>
        <translation>Renewal memo</translation>
    </message>
    <message>
        <source>Mi&amp;gration days</source>
        <translation>Mi&amp;gration days</translation>
    </message>
    <message>
        <source>Vendors' records</source>
        <translation>Vendors' records</translation>
    </message>
    <message>
        <source>Record an outage…</source>
        <translation>Record an outage…</translation>
    </message>
    <message>
        <source>One outage by hand, or from a server's health or acceptance report</source>
        <translation>One outage by hand, or from a server's health or acceptance report</translation>
    </message>
    <message>
        <source>Record an outage</source>
        <translation>Record an outage</translation>
    </message>
    <message>
        <source>Amendments</source>
        <translation>Amendments</translation>
    </message>
</context>
<context>
    <name>gpuplan::CostChart</name>
    <message>
        <source>Cumulative cost over time</source>
        <translation>Cumulative cost over time</translation>
    </message>
    <message>
        <source>%1 · month %2: %3</source>
        <translation>%1 · month %2: %3</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <source>Deadline (%1 d)</source>
        <translation>Deadline (%1 d)</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Months</translation>
    </message>
    <message>
        <source>the chart could not be drawn as PNG</source>
        <translation>the chart could not be drawn as PNG</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>give a file name ending in .png or .svg</translation>
    </message>
    <message>
        <source>Job ends: %1</source>
        <translation>Job ends: %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::EstimatePage</name>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Training tokens, e.g. 500M or 1T</source>
        <translation>Training tokens, e.g. 500M or 1T</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>Framework overhead</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Fits: %1 GiB free per GPU.</source>
        <translation>Fits: %1 GiB free per GPU.</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU.</source>
        <translation>Does not fit: %1 GiB short per GPU.</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>How the figures are computed</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Model</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Method</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Precision</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Number of GPUs</source>
        <translation>&amp;Number of GPUs</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>&amp;Tokens</translation>
    </message>
    <message>
        <source>choose a GPU</source>
        <translation>choose a GPU</translation>
    </message>
    <message>
        <source>Layout: %1 (%2)</source>
        <translation>Layout: %1 (%2)</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 gathered layers</translation>
    </message>
    <message>
        <source> %1 tokens take %2 on %3 GPU(s) (%4 GPU-hours). %5</source>
        <extracomment>Follows the memory verdict: the translation carries its own separator (none after 。).</extracomment>
        <translation> %1 tokens take %2 on %3 GPU(s) (%4 GPU-hours). %5</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2%3&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2%3&lt;/li&gt;</translation>
    </message>
</context>
<context>
    <name>gpuplan::GpuDialog</name>
    <message>
        <source>Your GPU</source>
        <translation>Your GPU</translation>
    </message>
    <message>
        <source>Id (lower case, unique)</source>
        <translation>Id (lower case, unique)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Form factor</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Memory (GB)</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Memory type</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Memory bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <source>TF32 TFLOPS (dense)</source>
        <translation>TF32 TFLOPS (dense)</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS (dense)</translation>
    </message>
    <message>
        <source>FP16 TFLOPS (dense)</source>
        <translation>FP16 TFLOPS (dense)</translation>
    </message>
    <message>
        <source>FP8 TFLOPS (dense)</source>
        <translation>FP8 TFLOPS (dense)</translation>
    </message>
    <message>
        <source>INT8 TOPS (dense)</source>
        <translation>INT8 TOPS (dense)</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>Interconnect bandwidth (GB/s)</source>
        <translation>Interconnect bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe generation</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Power (W)</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Year</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Compute efficiency (0–1)</source>
        <translation>Compute efficiency (0–1)</translation>
    </message>
    <message>
        <source>Aliases (| between them)</source>
        <translation>Aliases (| between them)</translation>
    </message>
    <message>
        <source>Source of the figures</source>
        <translation>Source of the figures</translation>
    </message>
    <message>
        <source>How sure</source>
        <translation>How sure</translation>
    </message>
    <message>
        <source>Checked (year-month)</source>
        <translation>Checked (year-month)</translation>
    </message>
    <message>
        <source>Throughput is dense (no 2:4 sparsity), per GPU, as datasheets give it. Your entry is kept apart from the shipped catalog and marked in bold.</source>
        <translation>Throughput is dense (no 2:4 sparsity), per GPU, as datasheets give it. Your entry is kept apart from the shipped catalog and marked in bold.</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Correct %1</translation>
    </message>
    <message>
        <source>the form</source>
        <translation>the form</translation>
    </message>
</context>
<context>
    <name>gpuplan::GpuFilterButton</name>
    <message>
        <source>Every GPU offered</source>
        <translation>Every GPU offered</translation>
    </message>
    <message>
        <source>Compare only the GPUs ticked here, as the command line's --gpu does; none ticked: every GPU offered in the region</source>
        <translation>Compare only the GPUs ticked here, as the command line's --gpu does; none ticked: every GPU offered in the region</translation>
    </message>
</context>
<context>
    <name>gpuplan::HistoryDialog</name>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>History of %1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>The quote's terms</source>
        <translation>The quote's terms</translation>
    </message>
    <message>
        <source>Its checklist items</source>
        <translation>Its checklist items</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Both</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <source>Write the changes shown as a CSV file (opens in Excel)</source>
        <translation>Write the changes shown as a CSV file (opens in Excel)</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>No change is on record.</source>
        <translation>No change is on record.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), oldest first</source>
        <translation><numerusform>%n change, oldest first</numerusform><numerusform>%n changes, oldest first</numerusform></translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Export the history</translation>
    </message>
    <message>
        <source>history-quote-%1.csv</source>
        <translation>history-quote-%1.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ImportPreviewDialog</name>
    <message>
        <source>Import quotes — %1</source>
        <translation>Import quotes — %1</translation>
    </message>
    <message>
        <source>%1 rows read (%2): all %3 valid. Nothing has been written yet.</source>
        <translation>%1 rows read (%2): all %3 valid. Nothing has been written yet.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Per GPU-hour, VAT excl.</source>
        <translation>Per GPU-hour, VAT excl.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>Import %n valid row(s)</source>
        <translation><numerusform>Import %n valid row</numerusform><numerusform>Import %n valid rows</numerusform></translation>
    </message>
    <message>
        <source>Price / value to correct</source>
        <translation>Price / value to correct</translation>
    </message>
    <message>
        <source>%1 rows read (%2): %3 valid, %4 with problems. Nothing has been written yet; Import writes the valid rows only. A wrong value can be corrected in its cell.</source>
        <translation>%1 rows read (%2): %3 valid, %4 with problems. Nothing has been written yet; Import writes the valid rows only. A wrong value can be corrected in its cell.</translation>
    </message>
    <message>
        <source>Type the right value here; the row is checked again</source>
        <translation>Type the right value here; the row is checked again</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>column: problem</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gpuplan::MainWindow</name>
    <message>
        <source>GPU Rental Planner</source>
        <translation>GPU Rental Planner</translation>
    </message>
    <message>
        <source>Quick estimate</source>
        <translation>Quick estimate</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Quotes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <source>Checklists</source>
        <translation>Checklists</translation>
    </message>
    <message>
        <source>Export to &amp;Excel…</source>
        <translation>Export to &amp;Excel…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Plan summary</source>
        <translation>Plan summary</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Export to Excel</source>
        <translation>Export to Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel workbooks (*.xlsx)</translation>
    </message>
    <message>
        <source>Print the plan summary</source>
        <translation>Print the plan summary</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Export P&amp;DF…</translation>
    </message>
    <message>
        <source>GPU catalog</source>
        <translation>GPU catalog</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Actual size</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Presentation mode</translation>
    </message>
    <message>
        <source>Larger type for a projector; contacts and notes hidden</source>
        <translation>Larger type for a projector; contacts and notes hidden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>&amp;New plan…</source>
        <translation>&amp;New plan…</translation>
    </message>
    <message>
        <source>Plan a job step by step: stage, workload, budget and term (Ctrl+N)</source>
        <translation>Plan a job step by step: stage, workload, budget and term (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>&amp;Open plan…</translation>
    </message>
    <message>
        <source>Recent &amp;plans</source>
        <translation>Recent &amp;plans</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>&amp;Save plan</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>Save plan &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Duplicate plan</source>
        <translation>&amp;Duplicate plan</translation>
    </message>
    <message>
        <source>&amp;Compare with another plan…</source>
        <translation>&amp;Compare with another plan…</translation>
    </message>
    <message>
        <source>&amp;Import quotes…</source>
        <translation>&amp;Import quotes…</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>No database</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Untitled plan</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Open plan</translation>
    </message>
    <message>
        <source>Plans (*.gpuplan);;All files (*)</source>
        <translation>Plans (*.gpuplan);;All files (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Save plan</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <source>Plans (*.gpuplan)</source>
        <translation>Plans (*.gpuplan)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>This is now a copy; Save plan as… keeps it beside the original.</source>
        <translation>This is now a copy; Save plan as… keeps it beside the original.</translation>
    </message>
    <message>
        <source>Compare with another plan</source>
        <translation>Compare with another plan</translation>
    </message>
    <message>
        <source>Compare plans</source>
        <translation>Compare plans</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <source>Cost, VAT excl.</source>
        <translation>Cost, VAT excl.</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>This plan</translation>
    </message>
    <message>
        <source>cannot be planned</source>
        <translation>cannot be planned</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>no configuration fits</source>
        <translation>no configuration fits</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>cost and its term</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>No recent plans</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>not a file</translation>
    </message>
    <message>
        <source>%1 is not a plan (.gpuplan), a quote CSV file or an acceptance report; nothing was opened.</source>
        <translation>%1 is not a plan (.gpuplan), a quote CSV file or an acceptance report; nothing was opened.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Save changes</translation>
    </message>
    <message>
        <source>Save the changes to the plan “%1”? Otherwise they are lost.</source>
        <translation>Save the changes to the plan “%1”? Otherwise they are lost.</translation>
    </message>
    <message>
        <source>Settings saved; the plan and the quotes follow them.</source>
        <translation>Settings saved; the plan and the quotes follow them.</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>Save quote template</source>
        <translation>Save quote template</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Saved the quote template to %1: fill in one row per quote, then File → Import quotes. The columns: %2.</source>
        <translation>Saved the quote template to %1: fill in one row per quote, then File → Import quotes. The columns: %2.</translation>
    </message>
    <message>
        <source>Save quote &amp;template…</source>
        <translation>Save quote &amp;template…</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;User guide</translation>
    </message>
    <message>
        <source>Team database: %1</source>
        <translation>Team database: %1</translation>
    </message>
    <message>
        <source>(read-only)</source>
        <translation>(read-only)</translation>
    </message>
    <message>
        <source>Connect to &amp;team database…</source>
        <translation>Connect to &amp;team database…</translation>
    </message>
    <message>
        <source>Connect to team database</source>
        <translation>Connect to team database</translation>
    </message>
    <message>
        <source>'%1' is not a team database address; it starts with postgresql://</source>
        <translation>'%1' is not a team database address; it starts with postgresql://</translation>
    </message>
    <message>
        <source>Address of the team database (PostgreSQL), e.g. postgresql://buyer@db.example.com:5432/gpuplan. Leave the password out: it is asked when the server wants one and kept in the system keyring (or comes from ~/.pgpass or PGPASSWORD).</source>
        <translation>Address of the team database (PostgreSQL), e.g. postgresql://buyer@db.example.com:5432/gpuplan. Leave the password out: it is asked when the server wants one and kept in the system keyring (or comes from ~/.pgpass or PGPASSWORD).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message numerus="yes">
        <source>&lt;li&gt;%1: %n entries, dated %2 to %3 — %4&lt;/li&gt;</source>
        <translation><numerusform>&lt;li&gt;%1: %n entries, dated %2 to %3 — %4&lt;/li&gt;</numerusform><numerusform>&lt;li&gt;%1: %n entries, dated %2 to %3 — %4&lt;/li&gt;</numerusform></translation>
    </message>
    <message>
        <source>About GPU Rental Planner</source>
        <translation>About GPU Rental Planner</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;GPU Rental Planner&lt;/b&gt; %1 (%2)&lt;/p&gt;&lt;p&gt;Plans GPU rentals for large-model work: memory, configurations, time, cost and contract checklists.&lt;/p&gt;&lt;p&gt;Every figure can be traced to its formula and source: the details pane, &lt;tt&gt;gpuplan … --explain&lt;/tt&gt; and the README.&lt;/p&gt;&lt;p&gt;Data compiled into this version:&lt;/p&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;Licence: MIT. The data are facts from the sources named in each entry.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;GPU Rental Planner&lt;/b&gt; %1 (%2)&lt;/p&gt;&lt;p&gt;Plans GPU rentals for large-model work: memory, configurations, time, cost and contract checklists.&lt;/p&gt;&lt;p&gt;Every figure can be traced to its formula and source: the details pane, &lt;tt&gt;gpuplan … --explain&lt;/tt&gt; and the README.&lt;/p&gt;&lt;p&gt;Data compiled into this version:&lt;/p&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;Licence: MIT. The data are facts from the sources named in each entry.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Purchases</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contracts</translation>
    </message>
</context>
<context>
    <name>gpuplan::MemoryChart</name>
    <message>
        <source>Memory per GPU — %1 × %2</source>
        <translation>Memory per GPU — %1 × %2</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 gathered layers</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>Framework overhead</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Needed</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
</context>
<context>
    <name>gpuplan::OutageDialog</name>
    <message>
        <source>Record an outage of contract %1</source>
        <translation>Record an outage of contract %1</translation>
    </message>
    <message>
        <source>as the report names it</source>
        <translation>as the report names it</translation>
    </message>
    <message>
        <source>e.g. GPU 3 fell off the bus (Xid 79), server replaced</source>
        <translation>e.g. GPU 3 fell off the bus (Xid 79), server replaced</translation>
    </message>
    <message>
        <source>counts against the vendor</source>
        <translation>counts against the vendor</translation>
    </message>
    <message>
        <source>Untick for downtime the contract allows, such as maintenance announced in time.</source>
        <translation>Untick for downtime the contract allows, such as maintenance announced in time.</translation>
    </message>
    <message>
        <source>From a report…</source>
        <translation>From a report…</translation>
    </message>
    <message>
        <source>A health or acceptance report of the server (the acceptance script's output, or nvidia-smi and dmesg saved to a file) that shows a GPU missing or a hardware Xid: the cause, and the server, are taken from it.</source>
        <translation>A health or acceptance report of the server (the acceptance script's output, or nvidia-smi and dmesg saved to a file) that shows a GPU missing or a hardware Xid: the cause, and the server, are taken from it.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Began (China time)</source>
        <translation>Began (China time)</translation>
    </message>
    <message>
        <source>Ended (China time)</source>
        <translation>Ended (China time)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <source>Report: %1</source>
        <translation>Report: %1</translation>
    </message>
    <message>
        <source>A server's health or acceptance report</source>
        <translation>A server's health or acceptance report</translation>
    </message>
    <message>
        <source>Reports (*.txt *.log);;All files (*)</source>
        <translation>Reports (*.txt *.log);;All files (*)</translation>
    </message>
    <message>
        <source>To be recorded: %1, %2 – %3 (China time), %4; %5.</source>
        <translation>To be recorded: %1, %2 – %3 (China time), %4; %5.</translation>
    </message>
    <message>
        <source>counted against the vendor</source>
        <translation>counted against the vendor</translation>
    </message>
    <message>
        <source>not counted against the vendor</source>
        <translation>not counted against the vendor</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Not yet: %1</translation>
    </message>
</context>
<context>
    <name>gpuplan::PlanInputs</name>
    <message>
        <source>Method's default</source>
        <translation>Method's default</translation>
    </message>
    <message>
        <source>Reference prices</source>
        <translation>Reference prices</translation>
    </message>
    <message>
        <source>My stored quotes</source>
        <translation>My stored quotes</translation>
    </message>
    <message>
        <source>Both (the cheaper)</source>
        <translation>Both (the cheaper)</translation>
    </message>
    <message>
        <source>Fastest first</source>
        <translation>Fastest first</translation>
    </message>
    <message>
        <source>Fewest GPUs first</source>
        <translation>Fewest GPUs first</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>Cheapest first</translation>
    </message>
    <message>
        <source>RDMA (InfiniBand or RoCE)</source>
        <translation>RDMA (InfiniBand or RoCE)</translation>
    </message>
    <message>
        <source>Ethernet (TCP)</source>
        <translation>Ethernet (TCP)</translation>
    </message>
    <message>
        <source>Allowed GPUs</source>
        <translation>Allowed GPUs</translation>
    </message>
    <message>
        <source>Custom size…</source>
        <translation>Custom size…</translation>
    </message>
    <message>
        <source>e.g. 13B</source>
        <translation>e.g. 13B</translation>
    </message>
    <message>
        <source>e.g. 100M, 1.5B; empty = dataset × epochs or the method's default</source>
        <translation>e.g. 100M, 1.5B; empty = dataset × epochs or the method's default</translation>
    </message>
    <message>
        <source>tokens, e.g. 50M</source>
        <translation>tokens, e.g. 50M</translation>
    </message>
    <message>
        <source>e.g. 21d, 3w, 500h; empty = none</source>
        <translation>e.g. 21d, 3w, 500h; empty = none</translation>
    </message>
    <message>
        <source>output tokens/s for the whole service</source>
        <translation>output tokens/s for the whole service</translation>
    </message>
    <message>
        <source>VAT excluded, e.g. 200000, 20万, 30000USD; empty = none</source>
        <translation>VAT excluded, e.g. 200000, 20万, 30000USD; empty = none</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>From the job</source>
        <translation>From the job</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>give the model's size, e.g. 13B</source>
        <translation>give the model's size, e.g. 13B</translation>
    </message>
    <message>
        <source>give both the dataset size and the epochs, or the tokens</source>
        <translation>give both the dataset size and the epochs, or the tokens</translation>
    </message>
    <message>
        <source>allow at least one GPU</source>
        <translation>allow at least one GPU</translation>
    </message>
    <message>
        <source>Only quotes %1, from the comparison. &lt;a href="all"&gt;Use every quote&lt;/a&gt;</source>
        <translation>Only quotes %1, from the comparison. &lt;a href="all"&gt;Use every quote&lt;/a&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Custom architecture…</source>
        <translation>Custom architecture…</translation>
    </message>
    <message>
        <source>As many as the heads</source>
        <translation>As many as the heads</translation>
    </message>
    <message>
        <source>A custom model's architecture, as in the model's config.json; its size follows from it</source>
        <translation>A custom model's architecture, as in the model's config.json; its size follows from it</translation>
    </message>
    <message>
        <source>choose a model from the list, Custom size… or Custom architecture…</source>
        <translation>choose a model from the list, Custom size… or Custom architecture…</translation>
    </message>
    <message>
        <source>As in the settings (%1)</source>
        <translation>As in the settings (%1)</translation>
    </message>
    <message>
        <source>Cheapest guaranteed term</source>
        <translation>Cheapest guaranteed term</translation>
    </message>
    <message>
        <source>Recommended first</source>
        <translation>Recommended first</translation>
    </message>
    <message>
        <source>Include GPUs without a known offer in the region</source>
        <translation>Include GPUs without a known offer in the region</translation>
    </message>
    <message>
        <source>GPUs with no reference price in the region and no stored quote are left out unless this is on; their rows then say so.</source>
        <translation>GPUs with no reference price in the region and no stored quote are left out unless this is on; their rows then say so.</translation>
    </message>
    <message>
        <source>Steady-state speed only</source>
        <translation>Steady-state speed only</translation>
    </message>
    <message>
        <source>Leave out what a whole run loses to interruptions, checkpoints, restarts and server replacements (off by default: the plan counts a whole run).</source>
        <translation>Leave out what a whole run loses to interruptions, checkpoints, restarts and server replacements (off by default: the plan counts a whole run).</translation>
    </message>
    <message>
        <source>A model served to users (concurrent users, the time to the first word, cost per million tokens) is planned in the Serving area (Ctrl+6); here serving is planned as a batch of tokens.</source>
        <translation>A model served to users (concurrent users, the time to the first word, cost per million tokens) is planned in the Serving area (Ctrl+6); here serving is planned as a batch of tokens.</translation>
    </message>
    <message>
        <source>Gated FFN (SwiGLU, as Llama)</source>
        <translation>Gated FFN (SwiGLU, as Llama)</translation>
    </message>
    <message>
        <source>Untick for a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon): the size and the FLOPs follow</source>
        <translation>Untick for a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon): the size and the FLOPs follow</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>Not stated</translation>
    </message>
    <message>
        <source>The software the job is trained with. Each has its own efficiency factor, fitted on its own published runs. Not stated: a dense model's steady-state estimate takes the wider band; fine-tuning, MoE models and whole runs have bands of their own.</source>
        <translation>The software the job is trained with. Each has its own efficiency factor, fitted on its own published runs. Not stated: a dense model's steady-state estimate takes the wider band; fine-tuning, MoE models and whole runs have bands of their own.</translation>
    </message>
</context>
<context>
    <name>gpuplan::PlanPage</name>
    <message>
        <source>Export chart</source>
        <translation>Export chart</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG images (*.png);;SVG drawings (*.svg)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Wrote %1.</translation>
    </message>
    <message>
        <source>Stage and model</source>
        <translation>Stage and model</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Budget and rental term</source>
        <translation>Budget and rental term</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>Cost over time</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Export chart…</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <source>Cumulative cost over time</source>
        <translation>Cumulative cost over time</translation>
    </message>
    <message>
        <source>No reference price for %1: the chart needs one.</source>
        <translation>No reference price for %1: the chart needs one.</translation>
    </message>
    <message>
        <source>No configuration can run this job under these constraints (%1 layouts considered, %2 fit in memory).</source>
        <translation>No configuration can run this job under these constraints (%1 layouts considered, %2 fit in memory).</translation>
    </message>
    <message>
        <source>%1 were over budget; %2 had no price.</source>
        <translation>%1 were over budget; %2 had no price.</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>How the figures are computed</translation>
    </message>
    <message>
        <source>Prices behind the chart</source>
        <translation>Prices behind the chart</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).</source>
        <translation>Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).</translation>
    </message>
    <message>
        <source>Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).</source>
        <translation>Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.</source>
        <translation>Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.</translation>
    </message>
    <message>
        <source>Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.</source>
        <translation>Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.</translation>
    </message>
    <message>
        <source>%1 configurations on the Pareto front of %2 layouts considered.</source>
        <translation>%1 configurations on the Pareto front of %2 layouts considered.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) without a known offer in %1 left out.</source>
        <translation><numerusform>%n GPU model without a known offer in %1 left out.</numerusform><numerusform>%n GPU models without a known offer in %1 left out.</numerusform></translation>
    </message>
</context>
<context>
    <name>gpuplan::PlanWizard</name>
    <message>
        <source>New plan</source>
        <translation>New plan</translation>
    </message>
    <message>
        <source>Stage and model</source>
        <translation>Stage and model</translation>
    </message>
    <message>
        <source>What are you doing with which model? The stage brings its usual defaults.</source>
        <translation>What are you doing with which model? The stage brings its usual defaults.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>How much training (or serving), and by when. Empty fields take the method's defaults.</source>
        <translation>How much training (or serving), and by when. Empty fields take the method's defaults.</translation>
    </message>
    <message>
        <source>Budget and rental term</source>
        <translation>Budget and rental term</translation>
    </message>
    <message>
        <source>What you can spend, how you rent, and which GPUs to consider.</source>
        <translation>What you can spend, how you rent, and which GPUs to consider.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>The configurations that can run the job. Finish opens the plan, where every input stays editable.</source>
        <translation>The configurations that can run the job. Finish opens the plan, where every input stays editable.</translation>
    </message>
    <message>
        <source>A model served to users is planned in the Serving area: concurrent users, the time to the first word and the reading speed, replicas, and the cost per million tokens. Finish opens it with this model.</source>
        <translation>A model served to users is planned in the Serving area: concurrent users, the time to the first word and the reading speed, replicas, and the cost per million tokens. Finish opens it with this model.</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteCompareDialog</name>
    <message numerus="yes">
        <source>Compare %n quote(s)</source>
        <translation><numerusform>Compare %n quote</numerusform><numerusform>Compare %n quotes</numerusform></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 per GPU-hour, VAT excluded (quoted %3)</source>
        <translation>%1: %2 per GPU-hour, VAT excluded (quoted %3)</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>no figure</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no job to weigh</source>
        <translation>no job to weigh</translation>
    </message>
    <message>
        <source>Price per GPU-hour, CNY, VAT excl.</source>
        <translation>Price per GPU-hour, CNY, VAT excl.</translation>
    </message>
    <message>
        <source>The job's total (no job weighed)</source>
        <translation>The job's total (no job weighed)</translation>
    </message>
    <message>
        <source>Price the plan with these quotes</source>
        <translation>Price the plan with these quotes</translation>
    </message>
    <message>
        <source>Make a plan or an estimate to see each quote's total for the job.</source>
        <translation>Make a plan or an estimate to see each quote's total for the job.</translation>
    </message>
    <message>
        <source>%1: %2 for the job (%3); %4</source>
        <translation>%1: %2 for the job (%3); %4</translation>
    </message>
    <message>
        <source>Cost to you for %1, CNY</source>
        <translation>Cost to you for %1, CNY</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteDialog</name>
    <message>
        <source>Add a quote</source>
        <translation>Add a quote</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Quote number</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>Quote date</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valid until</translation>
    </message>
    <message>
        <source>empty: not stated</source>
        <translation>empty: not stated</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs per server</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Price unit</source>
        <translation>Price unit</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>VAT included</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>VAT rate (%)</source>
        <translation>VAT rate (%)</translation>
    </message>
    <message>
        <source>Invoice type</source>
        <translation>Invoice type</translation>
    </message>
    <message>
        <source>Minimum term (periods)</source>
        <translation>Minimum term (periods)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>%1 per GPU-hour without VAT.</source>
        <translation>%1 per GPU-hour without VAT.</translation>
    </message>
    <message>
        <source>Edit quote %1 from %2</source>
        <translation>Edit quote %1 from %2</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Billing and delivery</source>
        <translation>Billing and delivery</translation>
    </message>
    <message>
        <source>as the price unit</source>
        <translation>as the price unit</translation>
    </message>
    <message>
        <source>Billing deducted</source>
        <translation>Billing deducted</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>Delivery date</translation>
    </message>
    <message>
        <source>Savings plan</source>
        <translation>Savings plan</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 year</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 years</translation>
    </message>
    <message>
        <source>Commitment per hour</source>
        <translation>Commitment per hour</translation>
    </message>
    <message>
        <source>empty: the price of the servers offered</source>
        <translation>empty: the price of the servers offered</translation>
    </message>
    <message>
        <source>Spot instance</source>
        <translation>Spot instance</translation>
    </message>
    <message>
        <source>Spot protection period (h)</source>
        <translation>Spot protection period (h)</translation>
    </message>
    <message>
        <source>Spot release notice (min)</source>
        <translation>Spot release notice (min)</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Billed while stopped</source>
        <translation>Billed while stopped</translation>
    </message>
    <message>
        <source>GPUs kept while stopped</source>
        <translation>GPUs kept while stopped</translation>
    </message>
    <message>
        <source>Servers and service</source>
        <translation>Servers and service</translation>
    </message>
    <message>
        <source>CPU cores per server</source>
        <translation>CPU cores per server</translation>
    </message>
    <message>
        <source>RAM per server (GB)</source>
        <translation>RAM per server (GB)</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Storage per server (TB)</source>
        <translation>Storage per server (TB)</translation>
    </message>
    <message>
        <source>Network between servers</source>
        <translation>Network between servers</translation>
    </message>
    <message>
        <source>Network per server (Gb/s)</source>
        <translation>Network per server (Gb/s)</translation>
    </message>
    <message>
        <source>e.g. 3200 for 8 × 400G</source>
        <translation>e.g. 3200 for 8 × 400G</translation>
    </message>
    <message>
        <source>GPU interconnect in the server</source>
        <translation>GPU interconnect in the server</translation>
    </message>
    <message>
        <source>as the GPU model</source>
        <translation>as the GPU model</translation>
    </message>
    <message>
        <source>SXM module (NVLink)</source>
        <translation>SXM module (NVLink)</translation>
    </message>
    <message>
        <source>HCCS (Ascend)</source>
        <translation>HCCS (Ascend)</translation>
    </message>
    <message>
        <source>PCIe cards</source>
        <translation>PCIe cards</translation>
    </message>
    <message>
        <source>Support response (h)</source>
        <translation>Support response (h)</translation>
    </message>
    <message>
        <source>Hardware replacement (h)</source>
        <translation>Hardware replacement (h)</translation>
    </message>
    <message>
        <source>Setup fee</source>
        <translation>Setup fee</translation>
    </message>
    <message>
        <source>empty: none</source>
        <translation>empty: none</translation>
    </message>
    <message>
        <source>Deposit (refundable)</source>
        <translation>Deposit (refundable)</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteJobEditor</name>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Deadline</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Weigh quotes</source>
        <translation>Weigh quotes</translation>
    </message>
    <message>
        <source>Weigh the quotes for this job; it becomes the plan's job (undo with Ctrl+Z)</source>
        <translation>Weigh the quotes for this job; it becomes the plan's job (undo with Ctrl+Z)</translation>
    </message>
    <message>
        <source>method's default</source>
        <translation>method's default</translation>
    </message>
    <message>
        <source>Tokens to train on, e.g. 500M, 5亿 or 2B</source>
        <translation>Tokens to train on, e.g. 500M, 5亿 or 2B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Time to finish, e.g. 3w, 三周, 10天 or 500h</source>
        <translation>Time to finish, e.g. 3w, 三周, 10天 or 500h</translation>
    </message>
    <message>
        <source>Budget without VAT, e.g. 20万 or 200000CNY</source>
        <translation>Budget without VAT, e.g. 20万 or 200000CNY</translation>
    </message>
    <message>
        <source>The plan's custom model</source>
        <translation>The plan's custom model</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteTableModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation><numerusform>%n failed</numerusform><numerusform>%n failed</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Price per GPU-hour excluding VAT, in CNY; %1</source>
        <translation>Price per GPU-hour excluding VAT, in CNY; %1</translation>
    </message>
    <message>
        <source>quoted in CNY</source>
        <translation>quoted in CNY</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price as quoted</source>
        <translation>Price as quoted</translation>
    </message>
    <message>
        <source>CNY per GPU-hour (ex VAT)</source>
        <translation>CNY per GPU-hour (ex VAT)</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valid until</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>%1 %2, incl. %3% VAT</source>
        <translation>%1 %2, incl. %3% VAT</translation>
    </message>
    <message>
        <source>%1 of %2 server(s), %3</source>
        <translation>%1 of %2 server(s), %3</translation>
    </message>
    <message>
        <source>run time %1 h; %2</source>
        <translation>run time %1 h; %2</translation>
    </message>
    <message>
        <source>For this job</source>
        <translation>For this job</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 excluding VAT, %2 including it</source>
        <translation>%1 excluding VAT, %2 including it</translation>
    </message>
    <message>
        <source>This job, cost to you</source>
        <translation>This job, cost to you</translation>
    </message>
    <message>
        <source>%1 GPUs per replica; %2 replica(s) needed for the peak with headroom, %3 held by its servers; %4 of %5 server(s) used</source>
        <translation>%1 GPUs per replica; %2 replica(s) needed for the peak with headroom, %3 held by its servers; %4 of %5 server(s) used</translation>
    </message>
    <message>
        <source>a month (a year of service under the quote's terms ÷ 12): %1 excluding VAT, %2 including it</source>
        <translation>a month (a year of service under the quote's terms ÷ 12): %1 excluding VAT, %2 including it</translation>
    </message>
    <message>
        <source>%1 CNY per 1M output tokens at the day's load</source>
        <translation>%1 CNY per 1M output tokens at the day's load</translation>
    </message>
    <message>
        <source>This service, a month to you</source>
        <translation>This service, a month to you</translation>
    </message>
    <message>
        <source>For this service</source>
        <translation>For this service</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuotesPage</name>
    <message>
        <source>Select a quote to see the seeds' checks for its servers.</source>
        <translation>Select a quote to see the checks for its servers.</translation>
    </message>
    <message>
        <source>Checks for training on these servers:</source>
        <translation>Checks for training on these servers:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n quote(s) shown. Prices are compared per GPU-hour in CNY without VAT; hover a check for its explanation.</source>
        <translation><numerusform>%1 of %n quote shown. Prices are compared per GPU-hour in CNY without VAT; hover a check for its explanation.</numerusform><numerusform>%1 of %n quotes shown. Prices are compared per GPU-hour in CNY without VAT; hover a check for its explanation.</numerusform></translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>All GPUs</translation>
    </message>
    <message>
        <source>Filter by provider</source>
        <translation>Filter by provider</translation>
    </message>
    <message>
        <source>Valid today</source>
        <translation>Valid today</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Delete demo data</source>
        <translation>Delete demo data</translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation>Import quotes</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n quote(s).</source>
        <translation><numerusform>Imported %n quote.</numerusform><numerusform>Imported %n quotes.</numerusform></translation>
    </message>
    <message>
        <source>Export quotes</source>
        <translation>Export quotes</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n quote(s) to %1.</source>
        <translation><numerusform>Wrote %n quote to %1.</numerusform><numerusform>Wrote %n quotes to %1.</numerusform></translation>
    </message>
    <message>
        <source>Delete the demo providers and their quotes (named “示例 Demo · …”)? Your own quotes are not touched.</source>
        <translation>Delete the demo providers and their quotes (named “示例 Demo · …”)? Your own quotes are not touched.</translation>
    </message>
    <message>
        <source>Make an estimate to see what that job would cost under each quote.</source>
        <translation>Make an estimate to see what that job would cost under each quote.</translation>
    </message>
    <message>
        <source>%1 quotes are too many to weigh at once; delete old ones or compare them with 'gpuplan quotes rank --ids'.</source>
        <translation>%1 quotes are too many to weigh at once; delete old ones or compare them with 'gpuplan quotes rank --ids'.</translation>
    </message>
    <message>
        <source>Weighed for the quick estimate's job: %1 · %2 · %3 tokens.</source>
        <translation>Weighed for the quick estimate's job: %1 · %2 · %3 tokens.</translation>
    </message>
    <message>
        <source>For this job: %1</source>
        <translation>For this job: %1</translation>
    </message>
    <message>
        <source>%1 of %2 server(s) · %3 · run time %4 h · total %5 excluding VAT (%6 including)</source>
        <translation>%1 of %2 server(s) · %3 · run time %4 h · total %5 excluding VAT (%6 including)</translation>
    </message>
    <message>
        <source>Compare as PDF…</source>
        <translation>Compare as PDF…</translation>
    </message>
    <message>
        <source>The quotes shown, side by side, with this job's total under each and a recommendation</source>
        <translation>The quotes shown, side by side, with this job's total under each and a recommendation</translation>
    </message>
    <message>
        <source>Compare in Excel…</source>
        <translation>Compare in Excel…</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Quotes</translation>
    </message>
    <message>
        <source>no quotes are shown</source>
        <translation>no quotes are shown</translation>
    </message>
    <message>
        <source>Compare as PDF</source>
        <translation>Compare as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Compare in Excel</source>
        <translation>Compare in Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel workbooks (*.xlsx)</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Print the quote comparison</source>
        <translation>Print the quote comparison</translation>
    </message>
    <message>
        <source>add quote from %1</source>
        <translation>add quote from %1</translation>
    </message>
    <message>
        <source>delete quote from %1</source>
        <translation>delete quote from %1</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete quote</source>
        <translation>Delete quote</translation>
    </message>
    <message>
        <source>edit quote from %1</source>
        <translation>edit quote from %1</translation>
    </message>
    <message numerus="yes">
        <source>Loading %n quote(s)…</source>
        <translation><numerusform>Loading %n quote…</numerusform><numerusform>Loading %n quotes…</numerusform></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Change the selected quote (or double-click it); Edit → Undo restores it</source>
        <translation>Change the selected quote (or double-click it); Edit → Undo restores it</translation>
    </message>
    <message>
        <source>Every row is checked and shown first; nothing is written until you choose Import, and Cancel while writing leaves the database as it was.</source>
        <translation>Every row is checked and shown first; nothing is written until you choose Import, and Cancel while writing leaves the database as it was.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was written.</source>
        <translation>Import cancelled: nothing was written.</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n quote(s)…</source>
        <translation><numerusform>Writing %n quote…</numerusform><numerusform>Writing %n quotes…</numerusform></translation>
    </message>
    <message>
        <source>Weighed for the plan's job: %1 · %2 · %3 tokens.</source>
        <translation>Weighed for the plan's job: %1 · %2 · %3 tokens.</translation>
    </message>
    <message>
        <source>Compare selected…</source>
        <translation>Compare selected…</translation>
    </message>
    <message>
        <source>Prices and this job's total as charts, checks side by side; select several quotes with Ctrl+click</source>
        <translation>Prices and this job's total as charts, checks side by side; select several quotes with Ctrl+click</translation>
    </message>
    <message>
        <source>Compare quotes</source>
        <translation>Compare quotes</translation>
    </message>
    <message>
        <source>Select two or more quotes (Ctrl+click or Shift+click) to compare them.</source>
        <translation>Select two or more quotes (Ctrl+click or Shift+click) to compare them.</translation>
    </message>
    <message>
        <source>Quote details</source>
        <translation>Quote details</translation>
    </message>
    <message>
        <source>Delete the quote from %1 (quote %2) and its checklists? Edit → Undo brings both back as they were.</source>
        <translation>Delete the quote from %1 (quote %2) and its checklists? Edit → Undo brings both back as they were.</translation>
    </message>
    <message>
        <source>Weighed for the plan's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.</source>
        <translation>Weighed for the plan's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.</translation>
    </message>
    <message>
        <source>Weighed for the quick estimate's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.</source>
        <translation>Weighed for the quick estimate's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>History…</source>
        <translation>History…</translation>
    </message>
    <message>
        <source>Who changed the selected quote and its checklist items, when, from what to what</source>
        <translation>Who changed the selected quote and its checklist items, when, from what to what</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Select one quote to see who changed it, and when.</source>
        <translation>Select one quote to see who changed it, and when.</translation>
    </message>
    <message>
        <source>quote %1 of %2</source>
        <translation>quote %1 of %2</translation>
    </message>
    <message>
        <source>Apply mine</source>
        <translation>Apply mine</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>Reload theirs</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 changed this quote at %2, since you opened it.&lt;/p&gt;&lt;table border="1" cellspacing="0" cellpadding="3"&gt;&lt;tr&gt;&lt;th&gt;Field&lt;/th&gt;&lt;th&gt;When you opened it&lt;/th&gt;&lt;th&gt;Theirs, now stored&lt;/th&gt;&lt;th&gt;Yours&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;&lt;p&gt;&lt;b&gt;Apply mine&lt;/b&gt; makes your changes again on their version (theirs are kept where you changed nothing); &lt;b&gt;Reload theirs&lt;/b&gt; drops yours. Nothing is overwritten without your choice.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 changed this quote at %2, since you opened it.&lt;/p&gt;&lt;table border="1" cellspacing="0" cellpadding="3"&gt;&lt;tr&gt;&lt;th&gt;Field&lt;/th&gt;&lt;th&gt;When you opened it&lt;/th&gt;&lt;th&gt;Theirs, now stored&lt;/th&gt;&lt;th&gt;Yours&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;&lt;p&gt;&lt;b&gt;Apply mine&lt;/b&gt; makes your changes again on their version (theirs are kept where you changed nothing); &lt;b&gt;Reload theirs&lt;/b&gt; drops yours. Nothing is overwritten without your choice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Someone else</source>
        <translation>Someone else</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>an unknown time</translation>
    </message>
    <message>
        <source>the GPU catalog is not loaded</source>
        <translation>the GPU catalog is not loaded</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2%3&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2%3&lt;/li&gt;</translation>
    </message>
    <message>
        <source>Add quote</source>
        <translation>Add quote</translation>
    </message>
    <message>
        <source>Edit quote</source>
        <translation>Edit quote</translation>
    </message>
    <message>
        <source>Quote files (*.xlsx *.xls *.csv *.txt);;Excel workbooks (*.xlsx *.xls);;CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Quote files (*.xlsx *.xls *.csv *.txt);;Excel workbooks (*.xlsx *.xls);;CSV files (*.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Awarded in purchase %1 %2; approved by %3 on %4.</source>
        <translation>Awarded in purchase %1 %2; approved by %3 on %4.</translation>
    </message>
    <message>
        <source>&amp;Weigh the quotes for:</source>
        <translation>&amp;Weigh the quotes for:</translation>
    </message>
    <message>
        <source>The plan's job</source>
        <translation>The plan's job</translation>
    </message>
    <message>
        <source>The service on the Serving area</source>
        <translation>The service on the Serving area</translation>
    </message>
    <message>
        <source>The plan's job: what it costs under each quote and whether it runs within the deadline and budget. The service: what a month of it costs under each quote, whether the quote's servers serve the peak with headroom, and the cost per 1M output tokens.</source>
        <translation>The plan's job: what it costs under each quote and whether it runs within the deadline and budget. The service: what a month of it costs under each quote, whether the quote's servers serve the peak with headroom, and the cost per 1M output tokens.</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>the Serving area has no question to weigh the quotes for</source>
        <translation>the Serving area has no question to weigh the quotes for</translation>
    </message>
    <message>
        <source>The Serving area has no question to weigh the quotes for: one of its fields is wrong, or it has not been answered yet.</source>
        <translation>The Serving area has no question to weigh the quotes for: one of its fields is wrong, or it has not been answered yet.</translation>
    </message>
    <message>
        <source>Weighed for the service on the Serving area: %1 at %2 requests/s at the peak. Cheapest for you: %3 at %4 a month (%5 CNY per 1M output tokens).</source>
        <translation>Weighed for the service on the Serving area: %1 at %2 requests/s at the peak. Cheapest for you: %3 at %4 a month (%5 CNY per 1M output tokens).</translation>
    </message>
    <message>
        <source>Weighed for the service on the Serving area: %1 at %2 requests/s at the peak. None of the quotes serves it with headroom; each verdict says why.</source>
        <translation>Weighed for the service on the Serving area: %1 at %2 requests/s at the peak. None of the quotes serves it with headroom; each verdict says why.</translation>
    </message>
</context>
<context>
    <name>gpuplan::ServingPage</name>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Model</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Load given as</source>
        <translation>Load given as</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <translation>&amp;How many</translation>
    </message>
    <message>
        <source>Think time between questions (s)</source>
        <translation>Think time between questions (s)</translation>
    </message>
    <message>
        <source>Question length (tokens)</source>
        <translation>Question length (tokens)</translation>
    </message>
    <message>
        <source>Answer length (tokens)</source>
        <translation>Answer length (tokens)</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>Latency targets</translation>
    </message>
    <message>
        <source>Each user reads (tokens/s)</source>
        <translation>Each user reads (tokens/s)</translation>
    </message>
    <message>
        <source>For this share of requests</source>
        <translation>For this share of requests</translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation>Busy hours</translation>
    </message>
    <message>
        <source>Headroom (%)</source>
        <translation>Headroom (%)</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving engine</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>concurrent users</translation>
    </message>
    <message>
        <source>requests per second at the peak</source>
        <translation>requests per second at the peak</translation>
    </message>
    <message>
        <source>requests at once (as benchmarks run)</source>
        <translation>requests at once (as benchmarks run)</translation>
    </message>
    <message>
        <source>as entered below</source>
        <translation>as entered below</translation>
    </message>
    <message>
        <source>office hours</source>
        <translation>office hours</translation>
    </message>
    <message>
        <source>evening peak</source>
        <translation>evening peak</translation>
    </message>
    <message>
        <source>flat (every hour alike)</source>
        <translation>flat (every hour alike)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPUs per replica</translation>
    </message>
    <message>
        <source>Replicas (band)</source>
        <translation>Replicas (band)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>First token P%1 (ms)</source>
        <translation>First token P%1 (ms)</translation>
    </message>
    <message>
        <source>Per token P%1 (ms)</source>
        <translation>Per token P%1 (ms)</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>A month</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>Per 1M output tokens</translation>
    </message>
    <message>
        <source>Per 1M input tokens</source>
        <translation>Per 1M input tokens</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3</source>
        <translation>Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>What each GPU delivers against what each user reads</source>
        <translation>What each GPU delivers against what each user reads</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>output tokens/s per GPU</source>
        <translation>output tokens/s per GPU</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <translation>tokens/s per user</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>replicas</translation>
    </message>
    <message>
        <source>Answer starts within (s)</source>
        <translation>Answer starts within (s)</translation>
    </message>
    <message>
        <source>Time to first token (TTFT): from the question sent to the first word of the answer</source>
        <translation>Time to first token (TTFT): from the question sent to the first word of the answer</translation>
    </message>
    <message>
        <source>Tokens a second each user receives after the first: 1000 ÷ time per output token (TPOT, ms)</source>
        <translation>Tokens a second each user receives after the first: 1000 ÷ time per output token (TPOT, ms)</translation>
    </message>
    <message>
        <source>chat (2 s, 20 tokens/s, P90)</source>
        <translation>chat (2 s, 20 tokens/s, P90)</translation>
    </message>
    <message>
        <source>MLPerf server (2 s, 5 tokens/s, P99)</source>
        <translation>MLPerf server (2 s, 5 tokens/s, P99)</translation>
    </message>
    <message>
        <source>interactive (0.45 s, 25 tokens/s, P99)</source>
        <translation>interactive (0.45 s, 25 tokens/s, P99)</translation>
    </message>
    <message>
        <source>batch (no limit)</source>
        <translation>batch (no limit)</translation>
    </message>
    <message>
        <source>target</source>
        <translation>target</translation>
    </message>
    <message>
        <source>reserved base</source>
        <translation>reserved base</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>pay-as-you-go</translation>
    </message>
    <message>
        <source>Replicas hour by hour: %1 × %2</source>
        <translation>Replicas hour by hour: %1 × %2</translation>
    </message>
    <message>
        <source>Best configuration per GPU model</source>
        <translation>Best configuration per GPU model</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommendation</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>cost per 1M output tokens</source>
        <translation>cost per 1M output tokens</translation>
    </message>
    <message>
        <source>the planned load</source>
        <translation>the planned load</translation>
    </message>
    <message>
        <source>CNY per 1M tokens</source>
        <translation>CNY per 1M tokens</translation>
    </message>
    <message>
        <source>Cost per 1M tokens by load</source>
        <translation>Cost per 1M tokens by load</translation>
    </message>
    <message>
        <source>% of the planned load</source>
        <translation>% of the planned load</translation>
    </message>
    <message>
        <source>By GPU model</source>
        <translation>By GPU model</translation>
    </message>
    <message>
        <source>Stored quotes</source>
        <translation>Stored quotes</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Save plan</translation>
    </message>
    <message>
        <source>serving plan</source>
        <translation>serving plan</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Open plan</translation>
    </message>
    <message>
        <source>%1, key "%2": %3</source>
        <translation>%1, key "%2": %3</translation>
    </message>
    <message>
        <source>Question lengths vary by (± %)</source>
        <translation>Question lengths vary by (± %)</translation>
    </message>
    <message>
        <source>How much the questions' lengths differ: their standard deviation as a percent of the length above (0: all alike, as benchmarks run). The percentile's first token waits for its long question.</source>
        <translation>How much the questions' lengths differ: their standard deviation as a percent of the length above (0: all alike, as benchmarks run). The percentile's first token waits for its long question.</translation>
    </message>
    <message>
        <source>There is no answer to export yet.</source>
        <translation>There is no answer to export yet.</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>Engine: %1.</translation>
    </message>
    <message>
        <source>From config.json…</source>
        <translation>From config.json…</translation>
    </message>
    <message>
        <source>%1 (config.json)</source>
        <translation>%1 (config.json)</translation>
    </message>
    <message>
        <source>A model's config.json</source>
        <translation>A model's config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json)</source>
        <translation>Model configuration (*.json)</translation>
    </message>
    <message>
        <source>'%1' cannot be read</source>
        <translation>'%1' cannot be read</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens drafted a step (0: off)</source>
        <translation>Speculative decoding: tokens drafted a step (0: off)</translation>
    </message>
    <message>
        <source>Tokens kept a step, on average</source>
        <translation>Tokens kept a step, on average</translation>
    </message>
    <message>
        <source>GPUs compared</source>
        <translation>GPUs compared</translation>
    </message>
</context>
<context>
    <name>gpuplan::ServingQuotesTable</name>
    <message>
        <source>Stored quotes weighed for this service</source>
        <translation>Stored quotes weighed for this service</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Vendor (quote)</source>
        <translation>Vendor (quote)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas needed / held</source>
        <translation>GPUs per replica × replicas needed / held</translation>
    </message>
    <message>
        <source>Servers used</source>
        <translation>Servers used</translation>
    </message>
    <message>
        <source>A month, to you</source>
        <translation>A month, to you</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>Per 1M output tokens</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>A quote's servers cap its replicas. A month is a year of service under the quote's own terms (minimum term, billing unit, setup fee) divided by 12, as your tax status pays it.</source>
        <translation>A quote's servers cap its replicas. A month is a year of service under the quote's own terms (minimum term, billing unit, setup fee) divided by 12, as your tax status pays it.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <source>%1 × %2 / %3</source>
        <translation>%1 × %2 / %3</translation>
    </message>
    <message>
        <source>No quotes are stored: add or import them on the Quotes area to weigh them here.</source>
        <translation>No quotes are stored: add or import them on the Quotes area to weigh them here.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n stored quote(s) serves this load.</source>
        <translation><numerusform>None of the %n stored quote serves this load.</numerusform><numerusform>None of the %n stored quotes serves this load.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n stored quote(s) serve this load; the cheapest for you: %2, %3 a month.</source>
        <translation><numerusform>%1 of %n stored quote serve this load; the cheapest for you: %2, %3 a month.</numerusform><numerusform>%1 of %n stored quotes serve this load; the cheapest for you: %2, %3 a month.</numerusform></translation>
    </message>
</context>
<context>
    <name>gpuplan::Session</name>
    <message>
        <source>Another member of the team changed the database; it was read again.</source>
        <translation>Another member of the team changed the database; it was read again.</translation>
    </message>
    <message>
        <source>The database file was changed by another program (the command line or another window); it was read again.</source>
        <translation>The database file was changed by another program (the command line or another window); it was read again.</translation>
    </message>
    <message>
        <source>Connected to the team database again; everything was read again, as changes made meanwhile were not announced.</source>
        <translation>Connected to the team database again; everything was read again, as changes made meanwhile were not announced.</translation>
    </message>
</context>
<context>
    <name>gpuplan::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>730 = 8,760 hours a year ÷ 12 (the default); 720 for 30-day months.</source>
        <translation>730 = 8,760 hours a year ÷ 12 (the default); 720 for 30-day months.</translation>
    </message>
    <message>
        <source>Exact (¥3,566,146.42)</source>
        <translation>Exact (¥3,566,146.42)</translation>
    </message>
    <message>
        <source>In 万元 (356.61 万元; thousands in English)</source>
        <translation>In 万元 (356.61 万元; thousands in English)</translation>
    </message>
    <message>
        <source>Decides what a quote really costs you: a general taxpayer deducts the VAT of a special VAT invoice; otherwise the VAT is part of the cost.</source>
        <translation>Decides what a quote really costs you: a general taxpayer deducts the VAT of a special VAT invoice; otherwise the VAT is part of the cost.</translation>
    </message>
    <message>
        <source>Region of the reference prices</source>
        <translation>Region of the reference prices</translation>
    </message>
    <message>
        <source>Hours in a billing month</source>
        <translation>Hours in a billing month</translation>
    </message>
    <message>
        <source>Totals in summaries</source>
        <translation>Totals in summaries</translation>
    </message>
    <message>
        <source>Your VAT position</source>
        <translation>Your VAT position</translation>
    </message>
    <message>
        <source>The same settings as 'gpuplan settings'; the plan, the quotes and the documents follow them.</source>
        <translation>The same settings as 'gpuplan settings'; the plan, the quotes and the documents follow them.</translation>
    </message>
    <message>
        <source>GPU memory a recommendation leaves free</source>
        <translation>GPU memory a recommendation leaves free</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>A configuration that fills its GPUs to the brim is never recommended; it is marked tight.</source>
        <translation>A configuration that fills its GPUs to the brim is never recommended; it is marked tight.</translation>
    </message>
    <message>
        <source>Spot servers pre-empted a month</source>
        <translation>Spot servers pre-empted a month</translation>
    </message>
    <message>
        <source>For the expected figure of spot capacity. AWS's Spot Instance Advisor publishes this share in bands from under 5 % to over 20 %; China's GPU clouds publish none.</source>
        <translation>For the expected figure of spot capacity. AWS's Spot Instance Advisor publishes this share in bands from under 5 % to over 20 %; China's GPU clouds publish none.</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Checkpoint every</translation>
    </message>
    <message>
        <source>A pre-emption without notice loses half of this.</source>
        <translation>A pre-emption without notice loses half of this.</translation>
    </message>
    <message>
        <source>Restart after a pre-emption</source>
        <translation>Restart after a pre-emption</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>A new server, the environment and the checkpoint loaded again.</source>
        <translation>A new server, the environment and the checkpoint loaded again.</translation>
    </message>
</context>
<context>
    <name>gpuplan::TemplatesDialog</name>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Add a check</source>
        <translation>Add a check</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Checklist templates</source>
        <translation>Checklist templates</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>Expected value</translation>
    </message>
    <message>
        <source>e.g. ≥ 99.9%; {gpu}, {gpus_per_server}, {servers}… are filled from the quote</source>
        <translation>e.g. ≥ 99.9%; {gpu}, {gpus_per_server}, {servers}… are filled from the quote</translation>
    </message>
    <message>
        <source>&amp;Category</source>
        <translation>&amp;Category</translation>
    </message>
    <message>
        <source>Check in &amp;Chinese</source>
        <translation>Check in &amp;Chinese</translation>
    </message>
    <message>
        <source>Check in &amp;English</source>
        <translation>Check in &amp;English</translation>
    </message>
    <message>
        <source>Expected value, Chinese</source>
        <translation>Expected value, Chinese</translation>
    </message>
    <message>
        <source>Expected value, English</source>
        <translation>Expected value, English</translation>
    </message>
    <message>
        <source>New checklists follow the templates; the checklists of quotes made before keep their items.</source>
        <translation>New checklists follow the templates; the checklists of quotes made before keep their items.</translation>
    </message>
    <message>
        <source>A new check for the %1: fill in both languages and save.</source>
        <translation>A new check for the %1: fill in both languages and save.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>Added.</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>Deleted.</translation>
    </message>
</context>
<context>
    <name>gpuplan::TenderDialog</name>
    <message>
        <source>New purchase</source>
        <translation>New purchase</translation>
    </message>
    <message>
        <source>e.g. 2027 fine-tuning cluster, 64 GPUs for 3 months</source>
        <translation>e.g. 2027 fine-tuning cluster, 64 GPUs for 3 months</translation>
    </message>
    <message>
        <source>the company's purchase number, e.g. CG-2026-118</source>
        <translation>the company's purchase number, e.g. CG-2026-118</translation>
    </message>
    <message>
        <source>price</source>
        <translation>price</translation>
    </message>
    <message>
        <source>delivery</source>
        <translation>delivery</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>invoice</source>
        <translation>invoice</translation>
    </message>
    <message>
        <source>names separated by commas; empty: any vendor may answer</source>
        <translation>names separated by commas; empty: any vendor may answer</translation>
    </message>
    <message>
        <source>None ticked: any GPU that can run the job</source>
        <translation>None ticked: any GPU that can run the job</translation>
    </message>
    <message>
        <source>no minimum</source>
        <translation>no minimum</translation>
    </message>
    <message>
        <source>delivered by</source>
        <translation>delivered by</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>no requirement</source>
        <translation>no requirement</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>e.g. monthly, 30 days after the invoice</source>
        <translation>e.g. monthly, 30 days after the invoice</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Number:</translation>
    </message>
    <message>
        <source>Procurement method:</source>
        <translation>Procurement method:</translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation>Evaluation:</translation>
    </message>
    <message>
        <source>Weights (sum 100):</source>
        <translation>Weights (sum 100):</translation>
    </message>
    <message>
        <source>Offers due:</source>
        <translation>Offers due:</translation>
    </message>
    <message>
        <source>Vendors invited:</source>
        <translation>Vendors invited:</translation>
    </message>
    <message>
        <source>GPU kinds allowed:</source>
        <translation>GPU kinds allowed:</translation>
    </message>
    <message>
        <source>GPUs in all, at least:</source>
        <translation>GPUs in all, at least:</translation>
    </message>
    <message>
        <source>Delivery:</source>
        <translation>Delivery:</translation>
    </message>
    <message>
        <source>Response time at most:</source>
        <translation>Response time at most:</translation>
    </message>
    <message>
        <source>Hardware replacement at most:</source>
        <translation>Hardware replacement at most:</translation>
    </message>
    <message>
        <source>Invoice:</source>
        <translation>Invoice:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Network:</translation>
    </message>
    <message>
        <source>Payment terms:</source>
        <translation>Payment terms:</translation>
    </message>
    <message>
        <source>name, telephone, e-mail</source>
        <translation>name, telephone, e-mail</translation>
    </message>
    <message>
        <source>e.g. 17:00; empty: by the end of the day</source>
        <translation>e.g. 17:00; empty: by the end of the day</translation>
    </message>
    <message>
        <source>an e-mail address, a portal, an address for sealed offers</source>
        <translation>an e-mail address, a portal, an address for sealed offers</translation>
    </message>
    <message>
        <source> days after the deadline</source>
        <translation> days after the deadline</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>Contact:</source>
        <translation>Contact:</translation>
    </message>
    <message>
        <source>Offers due at:</source>
        <translation>Offers due at:</translation>
    </message>
    <message>
        <source>How to submit:</source>
        <translation>How to submit:</translation>
    </message>
    <message>
        <source>Offers valid:</source>
        <translation>Offers valid:</translation>
    </message>
    <message>
        <source>Rental starts:</source>
        <translation>Rental starts:</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message numerus="yes">
        <source>as long as the job runs (a service: %n months)</source>
        <translation><numerusform>as long as the job runs (a service: %n months)</numerusform><numerusform>as long as the job runs (a service: %n months)</numerusform></translation>
    </message>
    <message>
        <source>Rental term:</source>
        <translation>Rental term:</translation>
    </message>
    <message>
        <source>record</source>
        <translation>record</translation>
    </message>
    <message>
        <source>履约评价: the vendor's record after earlier contracts with you (bills disputed, SLA credits, failed deliveries, servers accepted late). A vendor without a record earns the whole weight.</source>
        <translation>履约评价: the vendor's record after earlier contracts with you (bills disputed, SLA credits, failed deliveries, servers accepted late). A vendor without a record earns the whole weight.</translation>
    </message>
</context>
<context>
    <name>gpuplan::TendersPage</name>
    <message>
        <source>Import a final offer</source>
        <translation>Import a final offer</translation>
    </message>
    <message>
        <source>Vendor answers (*.xlsx *.xls *.csv)</source>
        <translation>Vendor answers (*.xlsx *.xls *.csv)</translation>
    </message>
    <message>
        <source>Purchases: a request for quotation from the plan, the vendors' offers round by round, the evaluation by this job's cost, the award and its approval.</source>
        <translation>Purchases: a request for quotation from the plan, the vendors' offers round by round, the evaluation by this job's cost, the award and its approval.</translation>
    </message>
    <message>
        <source>New purchase…</source>
        <translation>New purchase…</translation>
    </message>
    <message>
        <source>A purchase for the job of the plan open in this window</source>
        <translation>A purchase for the job of the plan open in this window</translation>
    </message>
    <message>
        <source>Open for offers</source>
        <translation>Open for offers</translation>
    </message>
    <message>
        <source>Close offers</source>
        <translation>Close offers</translation>
    </message>
    <message>
        <source>The deadline has passed: the offers are evaluated</source>
        <translation>The deadline has passed: the offers are evaluated</translation>
    </message>
    <message>
        <source>Cancel purchase</source>
        <translation>Cancel purchase</translation>
    </message>
    <message>
        <source>Import offers…</source>
        <translation>Import offers…</translation>
    </message>
    <message>
        <source>A vendor's answer: the answer template filled in (.xlsx, .xls or CSV)</source>
        <translation>A vendor's answer: the answer template filled in (.xlsx, .xls or CSV)</translation>
    </message>
    <message>
        <source>Import final offer…</source>
        <translation>Import final offer…</translation>
    </message>
    <message>
        <source>Clarification…</source>
        <translation>Clarification…</translation>
    </message>
    <message>
        <source>Award…</source>
        <translation>Award…</translation>
    </message>
    <message>
        <source>Award the vendor of the column chosen in the evaluation</source>
        <translation>Award the vendor of the column chosen in the evaluation</translation>
    </message>
    <message>
        <source>Approve award</source>
        <translation>Approve award</translation>
    </message>
    <message>
        <source>Request for quotation…</source>
        <translation>Request for quotation…</translation>
    </message>
    <message>
        <source>Award memo…</source>
        <translation>Award memo…</translation>
    </message>
    <message>
        <source>Rounds of vendor:</source>
        <translation>Rounds of vendor:</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Requirements</translation>
    </message>
    <message>
        <source>Offers and rounds</source>
        <translation>Offers and rounds</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluation</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Purchases</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Offers</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Evaluation matrix</source>
        <translation>Evaluation matrix</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Purchase</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Offers due</source>
        <translation>Offers due</translation>
    </message>
    <message>
        <source>Vendors invited</source>
        <translation>Vendors invited</translation>
    </message>
    <message>
        <source>No purchase yet: open or make a plan, then New purchase.</source>
        <translation>No purchase yet: open or make a plan, then New purchase.</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Method:</translation>
    </message>
    <message>
        <source>The job:</source>
        <translation>The job:</translation>
    </message>
    <message>
        <source>Offers must meet:</source>
        <translation>Offers must meet:</translation>
    </message>
    <message>
        <source>no requirement beyond running the job</source>
        <translation>no requirement beyond running the job</translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation>Evaluation:</translation>
    </message>
    <message>
        <source>Vendors invited:</source>
        <translation>Vendors invited:</translation>
    </message>
    <message>
        <source>any vendor</source>
        <translation>any vendor</translation>
    </message>
    <message>
        <source>Offers due:</source>
        <translation>Offers due:</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>Award:</translation>
    </message>
    <message>
        <source>Approval:</source>
        <translation>Approval:</translation>
    </message>
    <message>
        <source>waiting for approval by someone other than %1</source>
        <translation>waiting for approval by someone other than %1</translation>
    </message>
    <message>
        <source>approved by %1 on %2</source>
        <translation>approved by %1 on %2</translation>
    </message>
    <message>
        <source>The awarded offer is quote %1 on the quotes page, with its contract and acceptance checklists.</source>
        <translation>The awarded offer is quote %1 on the quotes page, with its contract and acceptance checklists.</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Price offered</source>
        <translation>Price offered</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Delivery</translation>
    </message>
    <message>
        <source>Submitted by</source>
        <translation>Submitted by</translation>
    </message>
    <message>
        <source>Submitted at</source>
        <translation>Submitted at</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>%1 (does not comply)</source>
        <translation>%1 (does not comply)</translation>
    </message>
    <message>
        <source>Best of the compliant offers: %1</source>
        <translation>Best of the compliant offers: %1</translation>
    </message>
    <message>
        <source>First (tied): %1</source>
        <translation>First (tied): %1</translation>
    </message>
    <message>
        <source>First: %1</source>
        <translation>First: %1</translation>
    </message>
    <message>
        <source>base price %1</source>
        <translation>base price %1</translation>
    </message>
    <message>
        <source>No offer meets every requirement.</source>
        <translation>No offer meets every requirement.</translation>
    </message>
    <message>
        <source>No offer yet.</source>
        <translation>No offer yet.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Cost to you</source>
        <translation>Cost to you</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>What changed</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>this job's cost: %1 → %2 (%3%)</source>
        <translation>this job's cost: %1 → %2 (%3%)</translation>
    </message>
    <message>
        <source>cannot run the job</source>
        <translation>cannot run the job</translation>
    </message>
    <message>
        <source>first offer</source>
        <translation>first offer</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>New purchase</source>
        <translation>New purchase</translation>
    </message>
    <message>
        <source>Open or make a plan first: a purchase buys for a plan's job.</source>
        <translation>Open or make a plan first: a purchase buys for a plan's job.</translation>
    </message>
    <message>
        <source>The plan open in this window cannot be read: %1</source>
        <translation>The plan open in this window cannot be read: %1</translation>
    </message>
    <message>
        <source>Cancel this purchase? Its offers and history are kept; no offer can be added or awarded afterwards.</source>
        <translation>Cancel this purchase? Its offers and history are kept; no offer can be added or awarded afterwards.</translation>
    </message>
    <message>
        <source>Import offers</source>
        <translation>Import offers</translation>
    </message>
    <message>
        <source>%1

Nothing was recorded.</source>
        <translation>%1

Nothing was recorded.</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) recorded from %1.</source>
        <translation><numerusform>%n offer recorded from %1.</numerusform><numerusform>%n offers recorded from %1.</numerusform></translation>
    </message>
    <message>
        <source>Clarification</source>
        <translation>Clarification</translation>
    </message>
    <message>
        <source>Choose the vendor's offer the clarification belongs to.</source>
        <translation>Choose the vendor's offer the clarification belongs to.</translation>
    </message>
    <message>
        <source>What %1 clarified (the price and terms stay as offered):</source>
        <translation>What %1 clarified (the price and terms stay as offered):</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Award</translation>
    </message>
    <message>
        <source>Choose the vendor's column in the evaluation.</source>
        <translation>Choose the vendor's column in the evaluation.</translation>
    </message>
    <message>
        <source>%1 is not first in the evaluation (%2 is). Why is it chosen? The reason goes into the award memo.</source>
        <translation>%1 is not first in the evaluation (%2 is). Why is it chosen? The reason goes into the award memo.</translation>
    </message>
    <message>
        <source>Award the purchase to %1, first in the evaluation? Someone other than you approves it.</source>
        <translation>Award the purchase to %1, first in the evaluation? Someone other than you approves it.</translation>
    </message>
    <message>
        <source>Awarded to %1; it waits for approval by someone else.</source>
        <translation>Awarded to %1; it waits for approval by someone else.</translation>
    </message>
    <message>
        <source>Award approved. The awarded offer is quote %1 on the quotes page, with its contract and acceptance checklists.</source>
        <translation>Award approved. The awarded offer is quote %1 on the quotes page, with its contract and acceptance checklists.</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>Request for quotation</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Award memo</source>
        <translation>Award memo</translation>
    </message>
    <message>
        <source>Declare failed…</source>
        <translation>Declare failed…</translation>
    </message>
    <message>
        <source>Too few offers respond, or another cause the law names: the purchase ends as failed (废标 / 终止), with the reason on record</source>
        <translation>Too few offers respond, or another cause the law names: the purchase ends as failed (废标 / 终止), with the reason on record</translation>
    </message>
    <message>
        <source>Reopen for a further round</source>
        <translation>Reopen for a further round</translation>
    </message>
    <message>
        <source>Declare failed</source>
        <translation>Declare failed</translation>
    </message>
    <message>
        <source>End this purchase as failed (废标 / 终止)? Its offers and history are kept; it is run again as a new purchase.</source>
        <translation>End this purchase as failed (废标 / 终止)? Its offers and history are kept; it is run again as a new purchase.</translation>
    </message>
    <message>
        <source>The cause (leave empty when too few offers respond: the method's rule is recorded):</source>
        <translation>The cause (leave empty when too few offers respond: the method's rule is recorded):</translation>
    </message>
    <message>
        <source>The purchase is failed. Recorded: %1</source>
        <translation>The purchase is failed. Recorded: %1</translation>
    </message>
    <message>
        <source>Approve this award?

%1</source>
        <translation>Approve this award?

%1</translation>
    </message>
    <message>
        <source>Invite vendors…</source>
        <translation>Invite vendors…</translation>
    </message>
    <message>
        <source>Invite vendors</source>
        <translation>Invite vendors</translation>
    </message>
    <message>
        <source>Vendors to invite, separated by commas:</source>
        <translation>Vendors to invite, separated by commas:</translation>
    </message>
    <message>
        <source>%1

Nothing was changed.</source>
        <translation>%1

Nothing was changed.</translation>
    </message>
    <message>
        <source>Add vendors to the invited list while the purchase is a draft or open</source>
        <translation>Add vendors to the invited list while the purchase is a draft or open</translation>
    </message>
    <message>
        <source>Nothing was recorded.</source>
        <translation>Nothing was recorded.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with problems were not recorded.</source>
        <translation><numerusform>%n row with problems were not recorded.</numerusform><numerusform>%n rows with problems were not recorded.</numerusform></translation>
    </message>
    <message>
        <source>Quantity to price:</source>
        <translation>Quantity to price:</translation>
    </message>
    <message>
        <source>Rental term:</source>
        <translation>Rental term:</translation>
    </message>
</context>
<context>
    <name>gpuplan::UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>User guide</translation>
    </message>
</context>
<context>
    <name>gpuplan::VendorRecordsView</name>
    <message>
        <source>Each vendor's record after the signature (履约评价), from every contract kept: a purchase weighs the record score when its weights give the record a share.</source>
        <translation>Each vendor's record after the signature (履约评价), from every contract kept: a purchase weighs the record score when its weights give the record a share.</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contracts</translation>
    </message>
    <message>
        <source>Statements (disputed)</source>
        <translation>Statements (disputed)</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Disputed</translation>
    </message>
    <message>
        <source>Outages (h)</source>
        <translation>Outages (h)</translation>
    </message>
    <message>
        <source>Late servers</source>
        <translation>Late servers</translation>
    </message>
    <message>
        <source>Record score</source>
        <translation>Record score</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Basis</translation>
    </message>
</context>
</TS>