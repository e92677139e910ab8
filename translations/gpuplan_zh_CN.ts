<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>Acceptance</name>
    <message>
        <source>the name does not contain %1</source>
        <translation>型号名称中没有 %1</translation>
    </message>
    <message>
        <source>a %1 GB card, the contract says %2 GB</source>
        <translation>为 %1 GB 显卡，合同约定 %2 GB</translation>
    </message>
    <message>
        <source>'%1' in the name is not part of %2</source>
        <translation>名称中的“%1”不属于 %2</translation>
    </message>
    <message>
        <source>a PCIe card, the contract says SXM</source>
        <translation>为 PCIe 版，合同约定 SXM 版</translation>
    </message>
    <message>
        <source>an SXM module, the contract says PCIe</source>
        <translation>为 SXM 模组，合同约定 PCIe 版</translation>
    </message>
    <message>
        <source>not tested: the report holds no such output</source>
        <translation>未测试：报告中没有相应输出</translation>
    </message>
    <message>
        <source>%1 of the %2 GPUs the contract names answer nvidia-smi</source>
        <translation>合同约定 %2 张 GPU，nvidia-smi 只识别到 %1 张</translation>
    </message>
    <message>
        <source>%1 GPUs answer nvidia-smi (%2 in the contract); driver %3</source>
        <translation>nvidia-smi 识别到 %1 张 GPU（合同约定 %2 张）；驱动 %3</translation>
    </message>
    <message>
        <source>GPU %1 "%2": %3</source>
        <translation>GPU %1“%2”：%3</translation>
    </message>
    <message>
        <source>not tested: the quote's GPU is not in the catalog</source>
        <translation>未测试：报价中的 GPU 不在 GPU 型号库中</translation>
    </message>
    <message>
        <source>not the contracted %1: %2</source>
        <translation>不是合同约定的 %1：%2</translation>
    </message>
    <message>
        <source>every GPU reports itself as %1, the contracted %2</source>
        <translation>每张 GPU 均报告为 %1，即合同约定的 %2</translation>
    </message>
    <message>
        <source>at least %1 MiB per GPU, ≥ %2 MiB needed for %3 GB</source>
        <translation>每卡至少 %1 MiB，%3 GB 要求 ≥ %2 MiB</translation>
    </message>
    <message>
        <source>%1 GPU(s) with uncorrectable ECC errors, %2 hardware Xid event(s) in the kernel log</source>
        <translation>%1 张 GPU 有不可纠正的 ECC 错误，内核日志中有 %2 条硬件 Xid 事件</translation>
    </message>
    <message numerus="yes">
        <source>no uncorrectable ECC error; %n Xid event(s) that programs usually cause (13, 31, 43…): read them</source>
        <translation>
            <numerusform>没有不可纠正的 ECC 错误；另有 %n 条通常由程序引起的 Xid 事件（13、31、43 等），请查看</numerusform>
        </translation>
    </message>
    <message>
        <source>0 uncorrectable ECC errors on every GPU; no Xid in the kernel log</source>
        <translation>每张 GPU 的不可纠正 ECC 错误均为 0；内核日志中没有 Xid</translation>
    </message>
    <message>
        <source>no Xid in the kernel log (these GPUs report no ECC)</source>
        <translation>内核日志中没有 Xid（该型号 GPU 不报告 ECC）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU link(s) below Gen%1 x16</source>
        <translation>
            <numerusform>%n 条 GPU 链路低于 Gen%1 x16</numerusform>
        </translation>
    </message>
    <message>
        <source>every link Gen%1 x16</source>
        <translation>所有链路均为 Gen%1 x16</translation>
    </message>
    <message numerus="yes">
        <source>every link x16 and capable of Gen%1; %n link(s) run slower at idle, which is power saving — check again under load</source>
        <translation>
            <numerusform>所有链路均为 x16，支持 Gen%1；%n 条链路空闲时降速，属于节能行为，请在满载时复查</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) with a power limit below %1 W (95 % of the card's %2 W)</source>
        <translation>
            <numerusform>%n 张 GPU 的功耗上限低于 %1 W（该卡标称 %2 W 的 95%）</numerusform>
        </translation>
    </message>
    <message>
        <source>power limit at the card's %1 W</source>
        <translation>功耗上限为该卡标称的 %1 W</translation>
    </message>
    <message>
        <source>the topology shows %1 GPUs, the contract %2</source>
        <translation>拓扑中只有 %1 张 GPU，合同约定 %2 张</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) without NVLink: %1</source>
        <translation>
            <numerusform>%n 对 GPU 之间没有 NVLink：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>NVLink (NV#) between every pair of GPUs</source>
        <translation>任意两卡之间均为 NVLink（NV#）</translation>
    </message>
    <message>
        <source>PCIe topology as contracted (%1 GPUs, no NVLink expected)</source>
        <translation>PCIe 拓扑与合同一致（%1 张 GPU，不要求 NVLink）</translation>
    </message>
    <message>
        <source>not tested: nccl-tests (all_reduce_perf) is not installed on the server</source>
        <translation>未测试：服务器上没有安装 nccl-tests（all_reduce_perf）</translation>
    </message>
    <message>
        <source>measured %1 GB/s; no published figure for %2 × %3: compare with the vendor's figure</source>
        <translation>实测 %1 GB/s；%2 × %3 没有公开数据，请与供应商承诺值比较</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) go through host memory (SHM) instead of NVLink</source>
        <translation>
            <numerusform>%n 个通道经主机内存（SHM）而不是 NVLink 传输</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs exchange data directly (P2P)</source>
        <translation>GPU 之间直接传输数据（P2P）</translation>
    </message>
    <message>
        <source>no RDMA port is Active</source>
        <translation>没有处于 Active 状态的 RDMA 端口</translation>
    </message>
    <message>
        <source>PyTorch is built for CUDA %1, the driver supports CUDA %2 at most: update the driver</source>
        <translation>PyTorch 基于 CUDA %1 编译，驱动最高只支持 CUDA %2：请升级驱动</translation>
    </message>
    <message>
        <source>nvcc is CUDA %1 but PyTorch is built for CUDA %2: extensions will not build</source>
        <translation>nvcc 为 CUDA %1，而 PyTorch 基于 CUDA %2 编译：扩展将无法编译</translation>
    </message>
    <message>
        <source>PyTorch's CUDA %1 runs on the driver's CUDA %2</source>
        <translation>PyTorch 的 CUDA %1 可在驱动支持的 CUDA %2 上运行</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is True</source>
        <translation>torch.cuda.is_available() 返回 True</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() is False</source>
        <translation>torch.cuda.is_available() 返回 False</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) slowed by heat or power (hardware slowdown, thermal or power-brake clock events) or at 85 °C or more</source>
        <translation>
            <numerusform>%n 张 GPU 因温度或功耗降频（硬件降速、过热或功率制动时钟事件），或温度达到 85 °C 以上</numerusform>
        </translation>
    </message>
    <message>
        <source>no thermal or power slowdown; below 85 °C when the report was taken</source>
        <translation>没有因温度或功耗降频；生成报告时温度低于 85 °C</translation>
    </message>
    <message>
        <source>not tested: the script does not run dcgmi diag or a 24–72 h burn-in (it would load the server for hours); paste their output to record them</source>
        <translation>未测试：脚本不运行 dcgmi diag，也不做 24–72 小时烤机（会让服务器满载数小时）；可粘贴其输出来记录结果</translation>
    </message>
    <message>
        <source>DCGM diagnostics failed: %1</source>
        <translation>DCGM 诊断不合格：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n DCGM test(s) passed</source>
        <translation>
            <numerusform>%n 项 DCGM 测试合格</numerusform>
        </translation>
    </message>
    <message>
        <source>no NVMe drive found</source>
        <translation>没有找到 NVMe 硬盘</translation>
    </message>
    <message>
        <source>%1 TB of NVMe, the contract says %2 TB</source>
        <translation>NVMe 共 %1 TB，合同约定 %2 TB</translation>
    </message>
    <message numerus="yes">
        <source>%n NVMe drive(s), %1 TB in all</source>
        <translation>
            <numerusform>%n 块 NVMe 硬盘，共 %1 TB</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 CPU threads, the contract says %2 cores</source>
        <translation>CPU 线程数 %1，合同约定 %2 核</translation>
    </message>
    <message>
        <source>%1 GB of RAM, the contract says %2 GB (the system shows up to 6 % less than is installed)</source>
        <translation>内存 %1 GB，合同约定 %2 GB（系统显示值最多比实装容量少 6%）</translation>
    </message>
    <message>
        <source>%1 GB of RAM (%2 GB contracted)</source>
        <translation>内存 %1 GB（合同约定 %2 GB）</translation>
    </message>
    <message>
        <source>%1 physical CPU cores (%2 per socket × %3), the contract says %4</source>
        <translation>物理 CPU 核数 %1（每路 %2 核 × %3 路），合同约定 %4 核</translation>
    </message>
    <message>
        <source>%1 physical CPU cores (%2), at least the %3 contracted</source>
        <translation>物理 CPU 核数 %1（%2），不少于合同约定的 %3 核</translation>
    </message>
    <message>
        <source>%1 CPU threads; the report does not give the physical cores the contract counts (%2): lscpu's "Core(s) per socket" × "Socket(s)"</source>
        <translation>CPU 线程数 %1；报告中没有合同所约定的物理核数（%2 核）：物理核数 = lscpu 的“Core(s) per socket”（每路核数）×“Socket(s)”（路数）</translation>
    </message>
    <message>
        <source>nvidia-smi could not reach the NVIDIA driver (not loaded, or its library does not match it), so no GPU could be counted; the contract names %1: %2</source>
        <translation>nvidia-smi 无法与 NVIDIA 驱动通信（驱动未加载，或驱动与其库版本不一致），因此无法清点 GPU；合同约定 %1 张：%2</translation>
    </message>
    <message>
        <source>%1 GPU(s) with less memory than contracted: %2 MiB, the contract's %3 GB needs at least %4 MiB (97 %, and 15/16 of that for GDDR memory with ECC on; nvidia-smi shows a little less than the marketed size)</source>
        <translation>%1 张 GPU 显存低于合同约定：%2 MiB；合同约定 %3 GB，至少应为 %4 MiB（按 97% 计，GDDR 显存开启 ECC 时再按其中的 15/16 计；nvidia-smi 显示值略低于标称值）</translation>
    </message>
    <message>
        <source>%1 Active port(s), %2 Gb/s in all (the fastest %3 Gb/s); the contract says %4 Gb/s</source>
        <translation>%1 个端口为 Active，合计 %2 Gb/s（最高 %3 Gb/s）；合同约定 %4 Gb/s</translation>
    </message>
    <message>
        <source>%1 port(s) Active, %2 Gb/s of line rate in all (ibstat), as contracted; what they carry is not measured yet: run ib_write_bw between two servers and record its result on this item (≥ 95 % of line rate)</source>
        <translation>%1 个端口为 Active，线速合计 %2 Gb/s（ibstat），符合合同；实际带宽尚未测量：请在两台服务器之间运行 ib_write_bw，并把结果记录在本项（应达到线速的 95% 以上）</translation>
    </message>
    <message>
        <source>; %1 port(s) down — check they are not meant for training traffic</source>
        <translation>；%1 个端口未连通，请确认它们不用于训练流量</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s, below %2 GB/s (80 % of %3 GB/s: %4)</source>
        <translation>总线带宽 %1 GB/s，低于 %2 GB/s（%3 GB/s 的 80%：%4）</translation>
    </message>
    <message>
        <source>bus bandwidth %1 GB/s, at least %2 GB/s (80 % of %3 GB/s: %4)</source>
        <translation>总线带宽 %1 GB/s，不低于 %2 GB/s（%3 GB/s 的 80%：%4）</translation>
    </message>
    <message>
        <source>the forms read are vllm bench serve's saved JSON (--save-result) and its printed "Serving Benchmark Result" block (also of benchmarks/benchmark_serving.py), and SGLang's sglang.bench_serving JSON lines (--output-file) and printed block</source>
        <translation>可读取的格式：vllm bench serve 保存的 JSON（--save-result）及其打印的“Serving Benchmark Result”结果块（benchmarks/benchmark_serving.py 亦同），SGLang sglang.bench_serving 的 JSON 行文件（--output-file）及其打印的结果块</translation>
    </message>
    <message>
        <source>the JSON ends or breaks at character %1 (%2): the file was cut off or is not a benchmark's result</source>
        <translation>JSON 在第 %1 个字符处中断或出错（%2）：文件被截断，或不是基准测试的结果</translation>
    </message>
    <message>
        <source>the last of the file's %1 JSON lines is cut off or broken at character %2 (%3): the run did not finish writing it</source>
        <translation>文件共 %1 行 JSON，最后一行在第 %2 个字符处被截断或出错（%3）：测试未写完这一行</translation>
    </message>
    <message>
        <source>this is not a result of a serving benchmark: %1</source>
        <translation>这不是推理服务基准测试的结果：%1</translation>
    </message>
    <message>
        <source>the printed result ends before its closing line of '=': the run, or the copy of its output, was cut off; give the whole output or the saved JSON</source>
        <translation>打印的结果没有结尾的“=”行：测试或复制的输出被截断；请提供完整输出或保存的 JSON</translation>
    </message>
    <message>
        <source>the result is empty: %1</source>
        <translation>结果为空：%1</translation>
    </message>
    <message>
        <source>the %1 has no count of the requests answered ("completed", "Successful requests"): it is not a whole result of %2</source>
        <translation>该%1中没有已完成请求数（“completed”“Successful requests”）：不是 %2 的完整结果</translation>
    </message>
    <message>
        <source>the %1 has no time to first token or no time per output token: run the benchmark with --percentile-metrics ttft,tpot (as the acceptance script does)</source>
        <translation>该%1中缺少首 token 时延或每 token 时延：请用 --percentile-metrics ttft,tpot 运行基准测试（验收脚本即如此）</translation>
    </message>
    <message>
        <source>saved JSON</source>
        <translation>保存的 JSON 文件</translation>
    </message>
    <message>
        <source>JSON lines</source>
        <translation>JSON 行文件</translation>
    </message>
    <message>
        <source>printed result</source>
        <translation>打印的结果</translation>
    </message>
    <message>
        <source>%1 physical CPU cores (%2 per socket × %3) and %4 threads: the contract's %5 matches the threads, not the cores. Ask the vendor in writing whether %5 counts threads (as lscpu's "CPU(s)" does) or physical cores; not failed</source>
        <translation>物理 CPU 核数 %1（每路 %2 核 × %3 路），线程数 %4：合同约定的 %5 与线程数相符，而非物理核数。请供应商书面确认 %5 指线程数（即 lscpu 的“CPU(s)”）还是物理核数；不判为不符合</translation>
    </message>
    <message>
        <source>%1, as contracted; the read throughput was not measured: run the acceptance script as root (it reads 4 GiB of each NVMe drive with dd, writing nothing) or paste fio's result</source>
        <translation>%1，符合合同；读取吞吐尚未测量：请以 root 运行验收脚本（用 dd 从每块 NVMe 硬盘读取 4 GiB，不写入任何数据），或粘贴 fio 的结果</translation>
    </message>
    <message>
        <source>a drive</source>
        <translation>一块硬盘</translation>
    </message>
    <message>
        <source>%1 reads %2 GB/s in sequence, below the 0.6 GB/s a SATA link carries: not NVMe speed</source>
        <translation>%1 顺序读取 %2 GB/s，低于 SATA 接口可承载的 0.6 GB/s：未达到 NVMe 速度</translation>
    </message>
    <message>
        <source>%1; the slowest (%2) reads %3 GB/s in sequence (dd, direct I/O)</source>
        <translation>%1；最慢的一块（%2）顺序读取 %3 GB/s（dd，直接 I/O）</translation>
    </message>
</context>
<context>
    <name>AcceptanceImport</name>
    <message>
        <source>the report is larger than 64 MB; give the script's report, not a whole log</source>
        <translation>报告超过 64 MB；请给出脚本生成的报告，而不是整份日志</translation>
    </message>
    <message>
        <source>the report holds none of the outputs the acceptance script writes (nvidia-smi, lspci, lscpu, nccl-tests…); was it the right file?</source>
        <translation>报告中没有验收脚本会写入的任何输出（nvidia-smi、lspci、lscpu、nccl-tests 等）；文件是否正确？</translation>
    </message>
    <message>
        <source>the report does not name its server (no "hostname:" line), and quote %1 has %2 servers; say which one it is</source>
        <translation>报告中没有注明是哪台服务器（没有“hostname:”一行），而报价 %1 共有 %2 台服务器；请指明是哪一台</translation>
    </message>
    <message>
        <source>the report names its own server, %1 (its "hostname:" line); a server name is given only to a report without one, so that one server cannot stand for two</source>
        <translation>报告已写明自己的服务器 %1（其“hostname:”一行）；只有没有写明服务器的报告才需要另给名称，这样一台服务器不会被当作两台</translation>
    </message>
    <message>
        <source>a server without a name</source>
        <translation>未写明名称的服务器</translation>
    </message>
    <message>
        <source>quote %1 contracts %2 server(s), and reports of that many are kept already (%3): the report of %4 is not recorded; if one of them was of the wrong server, withdraw it first</source>
        <translation>报价 %1 的合同约定 %2 台服务器，已保存的报告已涵盖这么多台（%3）：%4 的报告未记录；如果其中有一份报告对应的服务器不对，请先撤回它</translation>
    </message>
</context>
<context>
    <name>AcceptanceStore</name>
    <message>
        <source>%1 more server(s) not reported yet</source>
        <translation>另有 %1 台服务器尚未导入验收报告</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>不符合</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>该服务器</translation>
    </message>
    <message numerus="yes">
        <source>no acceptance report imported yet (%n server(s) contracted)</source>
        <translation>
            <numerusform>尚未导入验收报告（合同约定 %n 台服务器）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 servers failed (%3)</source>
        <translation>%2 台服务器中 %1 台不符合（%3）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 of %2 servers reported, none failed so far</source>
        <translation>%2 台服务器中已有 %1 台导入报告，目前没有不符合项</translation>
    </message>
    <message numerus="yes">
        <source>all %n server(s) passed</source>
        <translation>
            <numerusform>全部 %n 台服务器均无不符合项</numerusform>
        </translation>
    </message>
    <message>
        <source>quote %1 has no acceptance report %2</source>
        <translation>报价 %1 没有序号为 %2 的验收报告</translation>
    </message>
    <message>
        <source>report</source>
        <translation>验收报告</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>file name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>this is the planner's own database file; choose another file name (nothing was written)</source>
        <translation>这是本程序自己的数据库文件；请换一个文件名（未写入任何内容）</translation>
    </message>
    <message>
        <source>is a folder; give a file name</source>
        <translation>是一个文件夹；请给出文件名</translation>
    </message>
    <message>
        <source>cannot write: %1 (nothing was written)</source>
        <translation>无法写入：%1（未写入任何内容）</translation>
    </message>
    <message>
        <source>cannot write: %1 (nothing was written; an existing file is unchanged)</source>
        <translation>无法写入：%1（未写入任何内容；原有文件保持不变）</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8 text; two such names could mean the same file. Choose another name (nothing was written)</source>
        <translation>文件名不是有效的 UTF-8 文本；两个这样的文件名可能指向同一个文件。请换一个文件名（未写入任何内容）</translation>
    </message>
    <message>
        <source>is not a regular file (a pipe, device or socket); give a file name (nothing was written)</source>
        <translation>不是普通文件（而是管道、设备或套接字）；请给出一个文件名（未写入任何内容）</translation>
    </message>
    <message>
        <source>is a database (SQLite), never overwritten by an export; choose another file name (nothing was written)</source>
        <translation>是一个数据库（SQLite），导出从不覆盖数据库；请换一个文件名（未写入任何内容）</translation>
    </message>
    <message>
        <source>'-' (standard output) is not written to by this command; give a file name (nothing was written)</source>
        <translation>此命令不写入“-”（标准输出）；请给出文件名（未写入任何内容）</translation>
    </message>
    <message>
        <source>is the working file of the database %1 (SQLite deletes or rewrites it when the database is next opened); choose another file name (nothing was written)</source>
        <translation>是数据库 %1 的工作文件（下次打开该数据库时 SQLite 会删除或改写它）；请换一个文件名（未写入任何内容）</translation>
    </message>
</context>
<context>
    <name>BuyModel</name>
    <message>
        <source>the server price must be greater than zero</source>
        <translation>服务器价格必须大于零</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>增值税率必须不低于 0% 且低于 100%</translation>
    </message>
    <message>
        <source>a server holds 1 to 64 GPUs</source>
        <translation>一台服务器可装 1 到 64 张 GPU</translation>
    </message>
    <message>
        <source>server power must be between 0 and 200 kW</source>
        <translation>服务器功率必须在 0 到 200 kW 之间</translation>
    </message>
    <message>
        <source>PUE must be between 1.0 and 3.0</source>
        <translation>PUE 必须在 1.0 到 3.0 之间</translation>
    </message>
    <message>
        <source>running costs cannot be negative</source>
        <translation>运行成本不能为负</translation>
    </message>
    <message>
        <source>depreciation must be between 0 and 20 years</source>
        <translation>折旧年限必须在 0 到 20 年之间</translation>
    </message>
    <message>
        <source>the residual value must be between 0% and 100%</source>
        <translation>残值率必须在 0% 到 100% 之间</translation>
    </message>
    <message>
        <source>utilisation must be above 0 and at most 1</source>
        <translation>利用率必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>the cost of capital must be between 0% and 50% a year</source>
        <translation>资金成本须在每年 0% 至 50% 之间</translation>
    </message>
    <message>
        <source>(server price − %1% residual) ÷ (%2 years × 8,760 h × %3 utilisation × %4 GPUs) + capital (price + residual) ÷ 2 × %9% a year ÷ (8,760 h × %3) ÷ %4 GPUs + %5 kW × PUE %6 × %7 per kWh ÷ %4 GPUs + operations %8 per month ÷ (%10 h × %3) ÷ %4 GPUs</source>
        <translation>（服务器价格 − %1% 残值）÷（%2 年 × 8,760 小时 × 利用率 %3 × %4 卡）+ 资金成本（价格 + 残值）÷ 2 × 每年 %9% ÷（8,760 小时 × %3）÷ %4 卡 + %5 kW × PUE %6 × 电价 %7/千瓦时 ÷ %4 卡 + 每月运维费 %8 ÷（%10 小时 × %3）÷ %4 卡</translation>
    </message>
</context>
<context>
    <name>BuyerCost</name>
    <message>
        <source>general taxpayer</source>
        <translation>一般纳税人</translation>
    </message>
    <message>
        <source>small-scale taxpayer</source>
        <translation>小规模纳税人</translation>
    </message>
    <message>
        <source>buyer outside mainland China</source>
        <translation>中国大陆以外的买方</translation>
    </message>
    <message>
        <source>%1 incl. VAT</source>
        <translation>%1（含税）</translation>
    </message>
    <message>
        <source>%1 ex VAT</source>
        <translation>%1（不含税）</translation>
    </message>
    <message>
        <source>VAT excluded: a general taxpayer deducts the VAT of a special VAT invoice</source>
        <translation>按不含税计：一般纳税人可抵扣增值税专用发票的进项税</translation>
    </message>
    <message>
        <source>VAT included: a small-scale taxpayer deducts no input VAT</source>
        <translation>按含税计：小规模纳税人不能抵扣进项税</translation>
    </message>
    <message>
        <source>VAT included: no Chinese VAT is deducted outside mainland China</source>
        <translation>按含税计：中国大陆以外的买方不抵扣中国增值税</translation>
    </message>
    <message>
        <source>VAT included: the VAT of an ordinary invoice cannot be deducted</source>
        <translation>按含税计：增值税普通发票的税额不能抵扣</translation>
    </message>
    <message>
        <source>VAT included: the invoice type is not stated, so the VAT is taken as not deductible</source>
        <translation>按含税计：未注明发票类型，税额视为不可抵扣</translation>
    </message>
    <message>
        <source>%1 as quoted (VAT rate not stated)</source>
        <translation>%1（按报价原额，税率未注明）</translation>
    </message>
    <message>
        <source>As quoted: the VAT rate is not stated, so the price is compared as it stands and nothing is taken as deductible; ask the vendor in writing whether VAT is included and which invoice they issue</source>
        <translation>按报价原额计：未注明税率，按报价原额比较，税额视为不可抵扣；签约前请供应商书面确认是否含税及开具何种发票</translation>
    </message>
    <message>
        <source>Cost to you worked out for a %1 (the tax status in the settings); the budget is compared with it</source>
        <translation>采购成本按%1口径计算（见设置中的纳税人身份），预算按采购成本比较</translation>
    </message>
</context>
<context>
    <name>CatalogStore</name>
    <message>
        <source>the database's GPU catalog</source>
        <translation>数据库中的 GPU 型号库</translation>
    </message>
    <message>
        <source>the database's reference prices</source>
        <translation>数据库中的参考价格</translation>
    </message>
    <message>
        <source>the import would leave a catalog the planner cannot read: %1; nothing was imported</source>
        <translation>导入后 GPU 型号库将无法读取：%1；未导入任何内容</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>open</source>
        <translation>待确认</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>不符合</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>inventory</source>
        <translation>硬件清点</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>扩容与降配</translation>
    </message>
    <message>
        <source>service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>terms</source>
        <translation>合同条款</translation>
    </message>
    <message>
        <source>&lt;GPU model&gt;</source>
        <translation>〈GPU 型号〉</translation>
    </message>
    <message>
        <source>&lt;GPUs per server&gt;</source>
        <translation>〈每台卡数〉</translation>
    </message>
    <message>
        <source>&lt;servers&gt;</source>
        <translation>〈台数〉</translation>
    </message>
    <message>
        <source>&lt;VAT rate and invoice type&gt;</source>
        <translation>〈税率与发票类型〉</translation>
    </message>
    <message>
        <source>&lt;memory per GPU&gt;</source>
        <translation>〈单卡显存〉</translation>
    </message>
    <message>
        <source>&lt;memory per GPU in MiB&gt;</source>
        <translation>〈单卡显存 MiB 数〉</translation>
    </message>
    <message>
        <source>&lt;RAM needed&gt;</source>
        <translation>〈所需内存〉</translation>
    </message>
    <message>
        <source>&lt;PCIe generation&gt;</source>
        <translation>〈PCIe 代际〉</translation>
    </message>
    <message>
        <source>&lt;power limit&gt;</source>
        <translation>〈功耗上限〉</translation>
    </message>
    <message>
        <source>&lt;GPU interconnect&gt;</source>
        <translation>〈卡间互联〉</translation>
    </message>
    <message>
        <source>&lt;topology&gt;</source>
        <translation>〈拓扑〉</translation>
    </message>
    <message>
        <source>&lt;published bus bandwidth&gt;</source>
        <translation>〈公开的总线带宽〉</translation>
    </message>
    <message>
        <source>&lt;links NCCL uses&gt;</source>
        <translation>〈NCCL 使用的链路〉</translation>
    </message>
    <message>
        <source>Recorded by hand before: </source>
        <translation>此前手工记录：</translation>
    </message>
</context>
<context>
    <name>ChecklistStore</name>
    <message>
        <source>'%1' is not one of contract, acceptance</source>
        <translation>“%1”不是 contract 或 acceptance 之一</translation>
    </message>
    <message>
        <source>item id</source>
        <translation>条目编号</translation>
    </message>
    <message>
        <source>PIX, PXB, NODE or SYS between GPUs (PCIe, no NVLink)</source>
        <translation>GPU 之间为 PIX、PXB、NODE 或 SYS（PCIe，无 NVLink）</translation>
    </message>
    <message>
        <source>NV# between every pair of GPUs (NVLink)</source>
        <translation>任意两卡之间均为 NV#（NVLink）</translation>
    </message>
    <message>
        <source>item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>an item needs a text</source>
        <translation>条目内容不能为空</translation>
    </message>
    <message>
        <source>an item's text is limited to 2,000 characters</source>
        <translation>条目内容最多 2,000 个字符</translation>
    </message>
    <message>
        <source>checklist</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>there is no checklist %1</source>
        <translation>没有编号为 %1 的清单</translation>
    </message>
    <message>
        <source>check</source>
        <translation>核对项</translation>
    </message>
    <message>
        <source>give the check in Chinese and in English: the PDF shows both</source>
        <translation>请用中文和英文分别写出核对项：PDF 两种语言都会显示</translation>
    </message>
    <message>
        <source>a check has at most 500 characters, its expected value 200</source>
        <translation>核对项最多 500 个字符，要求值最多 200 个字符</translation>
    </message>
    <message>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <source>there is no template item %1</source>
        <translation>没有编号为 %1 的模板条目</translation>
    </message>
    <message>
        <source>template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>the shipped checks cannot be deleted; edit them, or mark them not applicable in a quote's checklist</source>
        <translation>内置的核对项不能删除；可以修改，或在报价的清单中标为“不适用”</translation>
    </message>
    <message>
        <source>P2P or SHM over PCIe inside the server, not NET</source>
        <translation>服务器内经 PCIe 走 P2P 或 SHM，不走 NET（网络）</translation>
    </message>
    <message>
        <source>P2P over NVLink inside the server, not SHM or NET</source>
        <translation>服务器内经 NVLink 走 P2P，不走 SHM（主机内存）或 NET（网络）</translation>
    </message>
    <message>
        <source>there is no checklist item %1 in this database</source>
        <translation>此数据库中没有编号为 %1 的核对项</translation>
    </message>
    <message>
        <source>Recorded by hand before: </source>
        <translation>此前手工记录：</translation>
    </message>
    <message>
        <source>template item %1</source>
        <translation>模板核对项 %1</translation>
    </message>
    <message>
        <source>changed by %1 at %2 since you opened it; nothing was written: reload the templates and edit it again</source>
        <translation>在您打开后已被 %1 于 %2 修改；未写入任何内容：请重新载入模板后再编辑</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>未知时间</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <source>≥ the figure the vendor committed to in writing</source>
        <translation>≥ 供应商书面承诺值</translation>
    </message>
    <message>
        <source>≥ %1 GB/s (80% of %2 GB/s: %3)</source>
        <extracomment>%1 = 80 % of the bus bandwidth %2, %3 = where that figure comes from (a measurement or an estimate, said in %3). zh-review-4 D10: the basis without nested brackets.</extracomment>
        <translation>≥ %1 GB/s（%2 GB/s 的 80%：%3）</translation>
    </message>
    <message>
        <source>quote %1 has no %2 checklist ('gpuplan checklist create --quote %1')</source>
        <translation>报价 %1 没有 %2 清单（“gpuplan checklist create --quote %1”）</translation>
    </message>
</context>
<context>
    <name>ChecklistsPage</name>
    <message>
        <source>import of %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List the GPU catalog: memory, bandwidth, dense peak throughput, tier and source.</source>
        <translation>列出 GPU 型号库：显存、显存带宽、稠密峰值算力、档位与数据来源。</translation>
    </message>
    <message>
        <source>Only this tier: entry, advanced or flagship.</source>
        <translation>只列出该档位：entry（入门级）、advanced（进阶级）或 flagship（旗舰级）。</translation>
    </message>
    <message>
        <source>Only this vendor.</source>
        <translation>只列出该厂商。</translation>
    </message>
    <message>
        <source>Show each entry's source and verification.</source>
        <translation>显示每条记录的来源与核实状态。</translation>
    </message>
    <message>
        <source>'%1' is not one of entry, advanced, flagship</source>
        <translation>“%1”不是 entry、advanced、flagship 之一</translation>
    </message>
    <message>
        <source>id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>verification</source>
        <translation>核实状态</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>bandwidth GB/s</source>
        <translation>显存带宽 GB/s</translation>
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
        <translation>互联</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年份</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s). Throughput is dense (no 2:4 sparsity); BF16 falls back to FP16 where a GPU has no BF16.</source>
        <translation>
            <numerusform>共 %n 款 GPU。算力为稠密值（不计 2:4 结构化稀疏）；不支持 BF16 的 GPU 按 FP16 计算。</numerusform>
        </translation>
    </message>
    <message>
        <source>List the model presets and their architecture.</source>
        <translation>列出模型预设及其结构。</translation>
    </message>
    <message>
        <source>Usage: gpuplan models [--json]
</source>
        <translation>用法：gpuplan models [--json]
</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>params</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>active</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>heads/KV</source>
        <translation>注意力头/KV 头</translation>
    </message>
    <message>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <source>vocab</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>A custom model: --params 13B (Llama-like shape assumed), or --layers/--hidden/--heads/--kv-heads/--ffn/--vocab.</source>
        <translation>自定义模型：--params 13B（按 Llama 结构推定），或用 --layers/--hidden/--heads/--kv-heads/--ffn/--vocab 给出完整结构。</translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation>输出机器可读的 JSON。</translation>
    </message>
    <message>
        <source>SQLite database file (default: in the user's data folder).</source>
        <translation>SQLite 数据库文件（默认位于用户数据目录）。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>'%1' is not a supported language; use zh or en</source>
        <translation>不支持语言“%1”；请用 zh 或 en</translation>
    </message>
    <message>
        <source>a price needs its unit: gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year or server-year</source>
        <translation>价格需要注明计价单位：gpu-hour、server-hour、gpu-day、server-day、gpu-month、server-month、gpu-year 或 server-year</translation>
    </message>
    <message>
        <source>'%1' is not one of gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year, server-year</source>
        <translation>“%1”不是 gpu-hour、server-hour、gpu-day、server-day、gpu-month、server-month、gpu-year、server-year 之一</translation>
    </message>
    <message>
        <source>'%1': VAT must be at least 0% and below 100%</source>
        <translation>“%1”：增值税率必须不低于 0% 且低于 100%</translation>
    </message>
    <message>
        <source>give the VAT rate with --vat, e.g. 6</source>
        <translation>请用 --vat 给出税率，例如 6</translation>
    </message>
    <message>
        <source>'%1' is not one of second, hour, day, month, year</source>
        <translation>“%1”不是 second、hour、day、month、year 之一</translation>
    </message>
    <message>
        <source>'%1' is not PERIODS:PERCENT, e.g. 12:10 for 10% off from 12 periods</source>
        <translation>“%1”不符合“期数:优惠百分比”格式，例如 12:10 表示租满 12 期便宜 10%（即九折）</translation>
    </message>
    <message>
        <source>quote given on the command line</source>
        <translation>命令行给出的报价</translation>
    </message>
    <message>
        <source>server price given on the command line</source>
        <translation>命令行给出的服务器价格</translation>
    </message>
    <message>
        <source>The job's wall-clock time (500, 500h, 21d); default: estimated from the workload.</source>
        <translation>任务总耗时（墙钟时间，如 500、500h、21d）；默认按工作负载估算。</translation>
    </message>
    <message>
        <source>A vendor's price, e.g. 70000CNY or 2.35USD.</source>
        <translation>供应商报价，例如 70000CNY、7万元 或 2.35USD。</translation>
    </message>
    <message>
        <source>Unit of --price: gpu-hour, server-hour, gpu-day, ..., server-year.</source>
        <translation>--price 的计价单位：gpu-hour、server-hour、gpu-day、…、server-year。</translation>
    </message>
    <message>
        <source>GPUs in one server of the quote (default 8).</source>
        <translation>报价中每台服务器的 GPU 数（默认 8）。</translation>
    </message>
    <message>
        <source>VAT rate in percent, e.g. 6.</source>
        <translation>增值税率（百分比），例如 6。</translation>
    </message>
    <message>
        <source>The price includes VAT.</source>
        <translation>价格已含增值税。</translation>
    </message>
    <message>
        <source>One-off setup fee.</source>
        <translation>一次性开通费。</translation>
    </message>
    <message>
        <source>Refundable deposit (shown, not counted).</source>
        <translation>可退还押金（只显示，不计入费用）。</translation>
    </message>
    <message>
        <source>Minimum term in periods of the unit.</source>
        <translation>最短租期（以计价单位的周期计）。</translation>
    </message>
    <message>
        <source>Billing granularity: second, hour, day, month or year (default: the unit's).</source>
        <translation>计费粒度：second（秒）、hour（小时）、day（天）、month（月）或 year（年）（默认与计价单位一致）。</translation>
    </message>
    <message>
        <source>Term discount PERIODS:PERCENT, e.g. 12:10 (repeatable).</source>
        <translation>长租优惠“期数:优惠百分比”，例如 12:10 表示租满 12 期便宜 10%（九折）；可重复。</translation>
    </message>
    <message>
        <source>The price is for spot (pre-emptible) capacity.</source>
        <translation>该价格为竞价（可被抢占）实例。</translation>
    </message>
    <message>
        <source>Spot discount on --price in percent.</source>
        <translation>竞价实例比 --price 便宜的百分比（例如 40 表示便宜 40%，即六折）。</translation>
    </message>
    <message>
        <source>Extra run time on spot from pre-emptions, percent (default 15).</source>
        <translation>竞价实例被抢占导致的额外运行时间（百分比，默认 15）。</translation>
    </message>
    <message>
        <source>Buying: price of one server.</source>
        <translation>自建：单台服务器价格。</translation>
    </message>
    <message>
        <source>Buying: server power in kW (default 10.2).</source>
        <translation>自建：服务器功率，kW（默认 10.2）。</translation>
    </message>
    <message>
        <source>Buying: data-centre PUE (default 1.3).</source>
        <translation>自建：机房 PUE（默认 1.3）。</translation>
    </message>
    <message>
        <source>Buying: electricity per kWh (default 0.63CNY).</source>
        <translation>自建：电价（每千瓦时，默认 0.63CNY）。</translation>
    </message>
    <message>
        <source>Buying: depreciation years (default 5).</source>
        <translation>自建：折旧年限（默认 5）。</translation>
    </message>
    <message>
        <source>Buying: residual value in percent (default 10).</source>
        <translation>自建：残值率（%，默认 10）。</translation>
    </message>
    <message>
        <source>Buying: share of hours in paid use, 0–1 (default 0.7).</source>
        <translation>自建：设备利用率，即实际使用时长占比，0–1（默认 0.7）。</translation>
    </message>
    <message>
        <source>Share of the calendar the GPUs are used, 0–1, for the curves (default 1).</source>
        <translation>GPU 实际使用时间占日历时间的比例，0–1，用于费用曲线（默认 1）。</translation>
    </message>
    <message>
        <source>A budget: when does each term run out?</source>
        <translation>预算：每种方式多久用完？</translation>
    </message>
    <message>
        <source>A deadline: the cheapest term that meets it.</source>
        <translation>完成时限：给出能按时完成的最便宜方式。</translation>
    </message>
    <message>
        <source>Currency of the results: CNY (default), USD or EUR.</source>
        <translation>结果币种：CNY（默认）、USD 或 EUR。</translation>
    </message>
    <message>
        <source>Usage: gpuplan cost --gpu GPU --gpus N (--hours T | --model NAME ...) [--price MONEY --unit UNIT ...] [options]
</source>
        <translation>用法：gpuplan cost --gpu GPU --gpus N (--hours 时长 | --model 模型 ...) [--price 金额 --unit 单位 ...] [选项]
</translation>
    </message>
    <message>
        <source>unknown currency '%1'; use CNY, USD or EUR</source>
        <translation>未知币种“%1”；请用 CNY、USD 或 EUR</translation>
    </message>
    <message>
        <source>give either --hours or a workload (--model/--params), not both</source>
        <translation>--hours 与工作负载（--model/--params）只能二选一</translation>
    </message>
    <message>
        <source>give the GPU with --gpu, e.g. --gpu h100</source>
        <translation>请用 --gpu 给出 GPU，例如 --gpu h100</translation>
    </message>
    <message>
        <source>the job does not fit: it needs %1 GiB per GPU and the %2 has %3 GiB; try 'gpuplan plan'</source>
        <translation>显存不足：每卡需要 %1 GiB，而 %2 只有 %3 GiB；可用“gpuplan plan”查找可行配置</translation>
    </message>
    <message>
        <source>give the job's duration with --hours, or describe it with --model/--params and --tokens</source>
        <translation>请用 --hours 给出任务时长，或用 --model/--params 和 --tokens 描述任务</translation>
    </message>
    <message>
        <source>there is no reference price for %1; give a vendor's price with --price and --unit</source>
        <translation>%1 没有参考价格；请用 --price 和 --unit 给出供应商报价</translation>
    </message>
    <message>
        <source>the budget must be greater than zero</source>
        <translation>预算必须大于零</translation>
    </message>
    <message>
        <source>term</source>
        <translation>租用方式</translation>
    </message>
    <message>
        <source>per GPU-hour, ex VAT</source>
        <translation>折算单价（不含税）</translation>
    </message>
    <message>
        <source>as quoted</source>
        <translation>报价（原口径）</translation>
    </message>
    <message>
        <source>%1 per server of %2 GPUs</source>
        <translation>%1/台（每台 %2 卡）</translation>
    </message>
    <message>
        <source>, incl. %1% VAT</source>
        <translation>，含 %1% 增值税</translation>
    </message>
    <message>
        <source>job cost, ex VAT</source>
        <translation>任务费用（不含税）</translation>
    </message>
    <message>
        <source>incl. VAT</source>
        <translation>含税</translation>
    </message>
    <message>
        <source>run time</source>
        <translation>预计耗时</translation>
    </message>
    <message>
        <source>how</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source> (misses the deadline)</source>
        <translation>（超出时限）</translation>
    </message>
    <message>
        <source>%1: the budget of %2 runs out after %3 months</source>
        <translation>%1：预算 %2 在 %3 个月后用完</translation>
    </message>
    <message>
        <source>%1: the budget lasts beyond the %2-month horizon</source>
        <translation>%1：预算在 %2 个月内用不完</translation>
    </message>
    <message>
        <source>%1 × %2 for %3</source>
        <translation>%1 张 %2，运行 %3</translation>
    </message>
    <message>
        <source>Comparable price (%1 per GPU-hour, VAT excluded; a month is %2 hours):</source>
        <translation>折算单价（%1/卡时，不含税；每月按 %2 小时计）：</translation>
    </message>
    <message>
        <source>This job under each term:</source>
        <translation>该任务在各种租用方式下的费用：</translation>
    </message>
    <message>
        <source> within the deadline of %1</source>
        <translation>时限 %1内</translation>
    </message>
    <message>
        <source>No term meets the deadline.</source>
        <translation>没有哪种方式能在时限内完成。</translation>
    </message>
    <message>
        <source>Keeping %1 GPU(s), used %2% of the time:</source>
        <translation>持续使用 %1 张 GPU（使用率 %2%）的累计费用：</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimate memory per GPU, time and the seeds' checks for one configuration.</source>
        <translation>估算单个配置的每卡显存与耗时，并按选型规则（文章[1]–[3]）逐项检查。</translation>
    </message>
    <message>
        <source>Show the formula, inputs and source of every figure.</source>
        <translation>显示每个数值的公式、输入与来源。</translation>
    </message>
    <message>
        <source>Usage: gpuplan estimate --model NAME|--params N --gpu GPU [--gpus N] [options]
</source>
        <translation>用法：gpuplan estimate --model 模型|--params N --gpu GPU [--gpus N] [选项]
</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 × %5 (%6 server(s) × %7)</source>
        <translation>%1 · %2 · %3 · %4 × %5（%6 台服务器 × %7 卡）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Fits: %1 GiB free per GPU.</source>
        <translation>显存够用：每卡余量 %1 GiB。</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU.</source>
        <translation>显存不足：每卡缺 %1 GiB。</translation>
    </message>
    <message>
        <source>Time for %1 tokens%2: %3 wall-clock, %4 GPU-hours; %5 tokens/s per GPU</source>
        <translation>训练 %1 token%2：预计耗时 %3，共 %4 卡时；单卡吞吐 %5 token/s</translation>
    </message>
    <message>
        <source> (default; set --tokens)</source>
        <translation>（默认值；可用 --tokens 设置）</translation>
    </message>
    <message>
        <source>Inference: prefill %1 tokens/s; decode %2 tokens/s in all (%3 per sequence, %4); up to %5 sequences of %6 tokens fit in the KV cache</source>
        <translation>推理：预填充每秒 %1 token；解码合计每秒 %2 token（每条序列 %3，%4）；KV 缓存最多容纳 %5 条 %6 token 的序列</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>检查项：</translation>
    </message>
    <message>
        <source>How each figure is computed:</source>
        <translation>各数值的计算方法：</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Add --explain for the formulas, inputs and sources.</source>
        <translation>加 --explain 可查看公式、输入与来源。</translation>
    </message>
    <message>
        <source>Exchange rate into CNY, e.g. USD=7.2 (repeatable).</source>
        <translation>外币兑人民币汇率，例如 USD=7.2（可重复）。</translation>
    </message>
    <message>
        <source>Hours in a billing month: 730 (default, 8760/12) or e.g. 720.</source>
        <translation>计费月的小时数：730（默认，8760/12）或其他值，如 720。</translation>
    </message>
    <message>
        <source>Preferred region of reference prices (default China).</source>
        <translation>参考价格优先采用的地区（默认 China）。</translation>
    </message>
    <message>
        <source>Search GPU model × GPUs per server × servers × layout (TP, PP, ZeRO, micro-batch, recomputation); keep what fits and meets the constraints; rank; print the Pareto set over time, GPUs and cost.</source>
        <translation>搜索 GPU 型号 × 每台 GPU 数 × 服务器台数 × 并行布局（TP、PP、ZeRO、微批、重计算）；保留显存够用且满足约束的配置并排序；输出时长、GPU 数与费用三者的帕累托最优集合。</translation>
    </message>
    <message>
        <source>At most this many GPUs (default 64).</source>
        <translation>最多使用这么多张 GPU（默认 64）。</translation>
    </message>
    <message>
        <source>Finish within this time: 500h, 21d, 3w.</source>
        <translation>在此时间内完成：500h、21d、3w。</translation>
    </message>
    <message>
        <source>Job cost at most this, VAT excluded, e.g. 200000CNY.</source>
        <translation>任务费用上限（不含税），例如 200000CNY 或 20万元。</translation>
    </message>
    <message>
        <source>Show at most N configurations (default 10).</source>
        <translation>最多显示 N 个配置（默认 10）。</translation>
    </message>
    <message>
        <source>Usage: gpuplan plan --model NAME|--params N [--method M] [--gpu A,B] [--deadline T] [--budget MONEY --term TERM] [options]
</source>
        <translation>用法：gpuplan plan --model 模型|--params N [--method 方式] [--gpu A,B] [--deadline 时限] [--budget 金额 --term 租用方式] [选项]
</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 tokens%5</source>
        <translation>%1 · %2 · %3 · %4 token%5</translation>
    </message>
    <message>
        <source>No configuration fits the constraints (%1 layouts considered, %2 fit in memory).</source>
        <translation>没有满足约束的配置（共评估 %1 种布局，其中 %2 种显存够用）。</translation>
    </message>
    <message>
        <source>%1 were over budget and %2 had no reference price for the term.</source>
        <translation>%1 个超出预算，%2 个在该租用方式下没有参考价格。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台数</translation>
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
        <translation>微批</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <source>wall-clock</source>
        <translation>预计耗时</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>cost (ex VAT)</source>
        <translation>费用（不含税）</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>%1 fail</source>
        <translation>%1 项不通过</translation>
    </message>
    <message>
        <source>%1 warn</source>
        <translation>%1 项警告</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 layouts considered, %2 feasible, %3 on the Pareto front (time, GPUs, cost); search took %4 ms.</source>
        <translation>共评估 %1 种布局，%2 种可行，%3 种位于帕累托前沿（时长、GPU 数、费用）；搜索用时 %4 毫秒。</translation>
    </message>
    <message>
        <source>Costs use reference prices (VAT excluded); 'gpuplan cost' shows every term, and 'gpuplan estimate' the details and checks of one configuration.</source>
        <translation>费用按参考价格计算（不含税）；“gpuplan cost”列出每种租用方式，“gpuplan estimate”给出单个配置的明细与检查。</translation>
    </message>
    <message>
        <source>give one CSV file: gpuplan quotes import FILE</source>
        <translation>请给出一个 CSV 文件：gpuplan quotes import 文件</translation>
    </message>
    <message>
        <source>Read %1 rows (%2): %3 valid, %4 problem(s).</source>
        <translation>读取 %1 行（%2）：%3 行有效，%4 处问题。</translation>
    </message>
    <message>
        <source>  … and %1 more</source>
        <translation>  ……另有 %1 处</translation>
    </message>
    <message>
        <source>Nothing was written. Correct the file, or run again with --valid-only to import the %1 valid row(s).</source>
        <translation>未写入任何数据。请修正文件，或加 --valid-only 重新运行，只导入 %1 行有效数据。</translation>
    </message>
    <message>
        <source>Imported %1 quote(s) into %2.</source>
        <translation>已将 %1 条报价导入 %2。</translation>
    </message>
    <message>
        <source>give CNY per GPU-hour excluding VAT, e.g. 12.5CNY</source>
        <translation>请给出不含税单价（元/卡时），例如 12.5CNY</translation>
    </message>
    <message>
        <source>'%1' is not one of price, date, provider, gpu</source>
        <translation>“%1”不是 price、date、provider、gpu 之一</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>CNY/GPU-h ex VAT</source>
        <translation>元/卡时（不含税）</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source> incl. VAT</source>
        <translation>（含税）</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未注明</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s). Checks assume training on the quoted servers; 'gpuplan quotes show ID' explains them.</source>
        <translation>
            <numerusform>共 %n 条报价。检查项假定在所报服务器上进行训练；用“gpuplan quotes show 编号”查看逐项说明。</numerusform>
        </translation>
    </message>
    <message>
        <source>give the id of one quote, as shown by 'gpuplan quotes list'</source>
        <translation>请给出一条报价的编号（见“gpuplan quotes list”）</translation>
    </message>
    <message>
        <source>Quote %1 from %2 (%3), number %4, dated %5</source>
        <translation>报价 %1：%2（%3），报价单号 %4，日期 %5</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Checks (for training on these servers):</source>
        <translation>检查项（假定在这些服务器上训练）：</translation>
    </message>
    <message>
        <source>give the file to write: gpuplan quotes export FILE</source>
        <translation>请给出要写入的文件：gpuplan quotes export 文件</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n quote(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 条报价写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>give either --demo or a quote id, not both</source>
        <translation>--demo 与报价编号只能二选一</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n quote(s).</source>
        <translation>
            <numerusform>已删除 %n 条报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>import, list, show, export or delete</source>
        <translation>import、list、show、export 或 delete</translation>
    </message>
    <message>
        <source>import: import the valid rows even if others are wrong.</source>
        <translation>import：即使有错误行，也导入有效的行。</translation>
    </message>
    <message>
        <source>list: only this GPU.</source>
        <translation>list：只列该 GPU。</translation>
    </message>
    <message>
        <source>list: providers whose name contains this.</source>
        <translation>list：供应商名称包含该文字。</translation>
    </message>
    <message>
        <source>list: at most this CNY per GPU-hour excluding VAT.</source>
        <translation>list：折算单价不超过该值（元/卡时，不含税）。</translation>
    </message>
    <message>
        <source>list: only quotes still valid on this date.</source>
        <translation>list：只列在该日期仍有效的报价。</translation>
    </message>
    <message>
        <source>list: price (default), date, provider or gpu.</source>
        <translation>list：按 price（默认）、date、provider 或 gpu 排序。</translation>
    </message>
    <message>
        <source>list: descending order.</source>
        <translation>list：降序。</translation>
    </message>
    <message>
        <source>list: at most N quotes.</source>
        <translation>list：最多 N 条。</translation>
    </message>
    <message>
        <source>list/export: leave out the demo quotes.</source>
        <translation>list/export：不含示例报价。</translation>
    </message>
    <message>
        <source>delete: delete the demo providers and quotes.</source>
        <translation>delete：删除示例供应商和报价。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>Integrity: %1; foreign-key violations: %2; schema version %3 of %4</source>
        <translation>完整性：%1；外键违规：%2；结构版本 %3（最新 %4）</translation>
    </message>
    <message>
        <source>create: contract or acceptance.</source>
        <translation>create：contract（合同）或 acceptance（验收）。</translation>
    </message>
    <message>
        <source>set: open, confirmed, failed or na.</source>
        <translation>set：open、confirmed、failed 或 na。</translation>
    </message>
    <message>
        <source>set: what was seen (command output, contract clause...).</source>
        <translation>set：核对依据（命令输出、合同条款原文等）。</translation>
    </message>
    <message>
        <source>Usage: gpuplan checklist templates|create|show|set|export [ARGS] [options]
</source>
        <translation>用法：gpuplan checklist templates|create|show|set|export [参数] [选项]
</translation>
    </message>
    <message>
        <source>give the item id shown by 'checklist show'</source>
        <translation>请给出条目编号（见“checklist show”）</translation>
    </message>
    <message>
        <source>give the quote id shown by 'quotes list'</source>
        <translation>请给出报价编号（见“quotes list”）</translation>
    </message>
    <message>
        <source>'%1' is not one of open, confirmed, failed, na</source>
        <translation>“%1”不是 open、confirmed、failed、na 之一</translation>
    </message>
    <message>
        <source>give the quote id and the file to write</source>
        <translation>请给出报价编号和要写入的文件</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 open</source>
        <translation>已确认 %1，不符合 %2，待确认 %3</translation>
    </message>
    <message>
        <source>item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>check</source>
        <translation>核对项</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>要求值</translation>
    </message>
    <message>
        <source>evidence</source>
        <translation>核对依据</translation>
    </message>
    <message>
        <source>Item %1 is now %2.</source>
        <translation>条目 %1 的状态已改为“%2”。</translation>
    </message>
    <message>
        <source>Wrote the checklists of quote %1 to %2.</source>
        <translation>已将报价 %1 的清单写入 %2。</translation>
    </message>
    <message>
        <source>Quote %1 has no checklists yet: gpuplan checklist create %1</source>
        <translation>报价 %1 还没有清单：gpuplan checklist create %1</translation>
    </message>
    <message>
        <source>Model preset (see 'gpuplan models').</source>
        <translation>模型预设（见“gpuplan models”）。</translation>
    </message>
    <message>
        <source>Custom model size, e.g. 13B (shape assumed Llama-like).</source>
        <translation>自定义模型规模，例如 13B（结构按 Llama 推定）。</translation>
    </message>
    <message>
        <source>Custom model: layers.</source>
        <translation>自定义模型：层数。</translation>
    </message>
    <message>
        <source>Custom model: hidden size.</source>
        <translation>自定义模型：隐藏维度。</translation>
    </message>
    <message>
        <source>Custom model: attention heads.</source>
        <translation>自定义模型：注意力头数。</translation>
    </message>
    <message>
        <source>Custom model: key/value heads (grouped-query attention).</source>
        <translation>自定义模型：KV 头数（分组查询注意力）。</translation>
    </message>
    <message>
        <source>Custom model: FFN inner size.</source>
        <translation>自定义模型：FFN 中间维度。</translation>
    </message>
    <message>
        <source>Custom model: vocabulary size.</source>
        <translation>自定义模型：词表大小。</translation>
    </message>
    <message>
        <source>fp32, tf32, bf16, fp16, fp8, int8 or int4 (default bf16).</source>
        <translation>fp32、tf32、bf16、fp16、fp8、int8 或 int4（默认 bf16）。</translation>
    </message>
    <message>
        <source>adamw, adamw8bit, sgd or adafactor (default adamw).</source>
        <translation>adamw、adamw8bit、sgd 或 adafactor（默认 adamw）。</translation>
    </message>
    <message>
        <source>Sequence length in tokens (default 2048).</source>
        <translation>序列长度，token 数（默认 2048）。</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (default 1).</source>
        <translation>每卡每步的序列数（默认 1）。</translation>
    </message>
    <message>
        <source>Sequences per optimiser step (default 1024 pre-training, 128 otherwise).</source>
        <translation>每次优化器更新的序列数（预训练默认 1024，其余 128）。</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full.</source>
        <translation>激活重计算：none（不重计算）、selective（选择性）或 full（完全）。</translation>
    </message>
    <message>
        <source>Fused attention that never stores the score matrix (default on).</source>
        <translation>不保存注意力分数矩阵的融合注意力（默认开启）。</translation>
    </message>
    <message>
        <source>Plain attention that stores the score matrix.</source>
        <translation>保存注意力分数矩阵的普通注意力。</translation>
    </message>
    <message>
        <source>Training tokens (or tokens to generate), e.g. 1T, 500M.</source>
        <translation>训练 token 数（推理时为生成 token 数），例如 1T、500M。</translation>
    </message>
    <message>
        <source>LoRA rank (default 16, on every linear layer).</source>
        <translation>LoRA 秩（默认 16，加在每个线性层上）。</translation>
    </message>
    <message>
        <source>Inference: sequences served at once (default 1).</source>
        <translation>推理：同时服务的序列数（默认 1）。</translation>
    </message>
    <message>
        <source>Inference: prompt + output tokens per sequence (default --seq).</source>
        <translation>推理：每条序列的输入加输出 token 数（默认同 --seq）。</translation>
    </message>
    <message>
        <source>GPU id or common spelling, e.g. h100, A100-80G-SXM, 4090.</source>
        <translation>GPU 编号或常见写法，例如 h100、A100-80G-SXM、4090。</translation>
    </message>
    <message>
        <source>Total number of GPUs.</source>
        <translation>GPU 总数。</translation>
    </message>
    <message>
        <source>GPUs per server (default: up to 8).</source>
        <translation>每台服务器的 GPU 数（默认最多 8）。</translation>
    </message>
    <message>
        <source>Tensor parallel degree (divides the attention heads).</source>
        <translation>张量并行度（须整除注意力头数）。</translation>
    </message>
    <message>
        <source>Pipeline parallel degree.</source>
        <translation>流水线并行度。</translation>
    </message>
    <message>
        <source>ZeRO/FSDP stage 0–3.</source>
        <translation>ZeRO/FSDP 阶段 0–3。</translation>
    </message>
    <message>
        <source>give either a preset (--model) or a size (--params), not both</source>
        <translation>预设（--model）与规模（--params）只能二选一</translation>
    </message>
    <message>
        <source>%1 parameters is outside 1M–100T</source>
        <translation>参数量 %1 超出 1M–100T 的范围</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>an optimizer applies to training, not to inference</source>
        <translation>优化器只用于训练，不用于推理</translation>
    </message>
    <message>
        <source>activation recomputation applies to training, not to inference</source>
        <translation>激活重计算只用于训练，不用于推理</translation>
    </message>
    <message>
        <source>--flash-attention and --no-flash-attention contradict each other</source>
        <translation>--flash-attention 与 --no-flash-attention 互相矛盾</translation>
    </message>
    <message>
        <source>a LoRA rank needs --method lora or qlora</source>
        <translation>LoRA 秩需要 --method lora 或 qlora</translation>
    </message>
    <message>
        <source>concurrency and context apply to --method inference</source>
        <translation>并发数与上下文长度只用于 --method inference</translation>
    </message>
    <message>
        <source>give a GPU with --gpu, e.g. --gpu h100 (see 'gpuplan gpus')</source>
        <translation>请用 --gpu 给出 GPU，例如 --gpu h100（见“gpuplan gpus”）</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 小时（%2 天）</translation>
    </message>
    <message>
        <source>[ok]</source>
        <translation>[通过]</translation>
    </message>
    <message>
        <source>[note]</source>
        <translation>[提示]</translation>
    </message>
    <message>
        <source>[warn]</source>
        <translation>[警告]</translation>
    </message>
    <message>
        <source>[FAIL]</source>
        <translation>[不通过]</translation>
    </message>
    <message>
        <source>'import FILE' stores GPUs from a catalog CSV (same columns as resources/catalog/gpus.csv) in the database: new GPUs, or your corrections of shipped ones, which later releases never overwrite.</source>
        <translation>“import 文件”把型号库 CSV（列与 resources/catalog/gpus.csv 相同）中的 GPU 存入数据库：可新增 GPU，也可修正内置条目；程序升级时不会覆盖这些修改。</translation>
    </message>
    <message>
        <source>Usage: gpuplan gpus [--tier T] [--vendor V] [--sources] [--json]
       gpuplan gpus import FILE [--database PATH]
</source>
        <translation>用法：gpuplan gpus [--tier 档位] [--vendor 厂商] [--sources] [--json]
      gpuplan gpus import 文件 [--database 路径]
</translation>
    </message>
    <message>
        <source>use 'gpuplan gpus' to list, or 'gpuplan gpus import FILE'</source>
        <translation>用“gpuplan gpus”列出型号库，或用“gpuplan gpus import 文件”导入</translation>
    </message>
    <message>
        <source>Save the workload, constraints and best configuration in the database under this name.</source>
        <translation>以此名称把工作负载、约束和最佳配置保存到数据库。</translation>
    </message>
    <message>
        <source>no configuration meets the constraints, so there is nothing to save</source>
        <translation>没有满足约束的配置，无可保存</translation>
    </message>
    <message>
        <source>Saved as plan %1 ('gpuplan db plans' lists the saved plans).</source>
        <translation>已保存为规划 %1（“gpuplan db plans”列出已保存的规划）。</translation>
    </message>
    <message>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <source>Usage: gpuplan settings [set KEY VALUE] [--json]
</source>
        <translation>用法：gpuplan settings [set 键 值] [--json]
</translation>
    </message>
    <message>
        <source>write: gpuplan settings set KEY VALUE</source>
        <translation>请写成：gpuplan settings set 键 值</translation>
    </message>
    <message>
        <source>(stored in %1)</source>
        <translation>（保存在 %1）</translation>
    </message>
    <message>
        <source>%1 fail, %2 warn</source>
        <translation>%1 项不通过，%2 项警告</translation>
    </message>
    <message>
        <source>Buying: operations per server-month: rack space, support, staff (default 3000CNY).</source>
        <translation>自建：每台每月运维费，含机柜、维保、人员（默认 3000CNY）。</translation>
    </message>
    <message>
        <source>Buying: cost of capital per year on the money tied up (default 5%).</source>
        <translation>自建：占用资金的年资金成本（默认 5%）。</translation>
    </message>
    <message>
        <source>How long you need the GPUs, e.g. 3mo or 500h (default: the job's run time), for the total under each term.</source>
        <translation>需要使用 GPU 的时长，如 3mo 或 500h（默认：任务运行时长），用于计算各租用方式下的总费用。</translation>
    </message>
    <message>
        <source>an estimate is for one GPU model; 'gpuplan plan' compares several</source>
        <translation>一次估算只针对一种 GPU 型号；比较多种型号请用 'gpuplan plan'</translation>
    </message>
    <message>
        <source>Layout: %1 · sequence %2 · FlashAttention %3 (%4)</source>
        <translation>并行布局：%1 · 序列长度 %2 · FlashAttention %3（%4）</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 聚合层</translation>
    </message>
    <message>
        <source>  step of %1 tokens: %2 s = compute %3 s + pipeline bubble %4 s + exposed communication %5 s; MFU %6 (compute efficiency %7 of %8 TFLOPS %9)</source>
        <translation>  每步 %1 个 token：%2 秒 = 计算 %3 秒 + 流水线气泡 %4 秒 + 未被掩盖的通信 %5 秒；MFU %6（计算效率 %7，峰值 %8 TFLOPS %9）</translation>
    </message>
    <message>
        <source>    %1 over %2 (%3 GB/s): %4 s, %5 s exposed</source>
        <translation>    %1，经 %2（%3 GB/s）：%4 秒，其中未被掩盖 %5 秒</translation>
    </message>
    <message>
        <source>concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>单卡 token/s</translation>
    </message>
    <message>
        <source>ms per token</source>
        <translation>每 token 毫秒</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Decode against concurrency:</source>
        <translation>解码速度与并发数：</translation>
    </message>
    <message>
        <source>Compute efficiency: the fraction of dense peak the kernels reach, 0–1 (default: the GPU's from the catalog).</source>
        <translation>计算效率：计算内核达到的稠密峰值比例，0–1（默认：GPU 型号库中该卡的值）。</translation>
    </message>
    <message>
        <source>Interleaved pipeline stages per GPU (default 1).</source>
        <translation>每卡交错流水线段数（默认 1）。</translation>
    </message>
    <message>
        <source>Between servers: rdma (InfiniBand or RoCE) or ethernet (default rdma).</source>
        <translation>服务器之间的网络：rdma（InfiniBand 或 RoCE）或 ethernet（默认 rdma）。</translation>
    </message>
    <message>
        <source>Line rate of one network card in Gb/s (default 200 for rdma, 25 for ethernet).</source>
        <translation>单块网卡的线速，单位 Gb/s（默认：rdma 为 200，ethernet 为 25）。</translation>
    </message>
    <message>
        <source>Network cards per server for training traffic (default one per GPU for rdma, 2 for ethernet).</source>
        <translation>每台服务器用于训练通信的网卡数（默认：rdma 每卡一块，ethernet 两块）。</translation>
    </message>
    <message>
        <source>the architecture given has %1 parameters, not %2; leave out --params or make the shape match it</source>
        <translation>给出的模型结构有 %1 个参数，不是 %2；请去掉 --params，或让结构与之相符</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>Price with the reference prices (default), the stored quotes valid today (quotes), or the cheaper of the two (both).</source>
        <translation>定价来源：参考价格（默认，reference）、今日有效的已存报价（quotes），或两者中较便宜者（both）。</translation>
    </message>
    <message>
        <source>#%1 has no price: %2.</source>
        <translation>第 %1 行没有价格：%2。</translation>
    </message>
    <message>
        <source>#%1 is priced by %2.</source>
        <translation>第 %1 行按%2定价。</translation>
    </message>
    <message>
        <source>Costs use the stored quotes valid today%1 (VAT excluded); 'gpuplan quotes rank' weighs every quote for this job.</source>
        <translation>费用按今日有效的已存报价计算%1（不含增值税）；'gpuplan quotes rank' 可按此任务逐一评估每份报价。</translation>
    </message>
    <message>
        <source> or the reference prices, whichever is cheaper</source>
        <translation>或参考价格，取较便宜者</translation>
    </message>
    <message>
        <source>Weigh the stored quotes for one job: the best layout on the hardware each quote offers, the run time, and the total under the quote's own terms; sorted by total cost, with the reason for any quote that cannot run the job.</source>
        <translation>按一个任务评估已存报价：在每份报价提供的硬件上选出最佳并行布局，算出运行时长和按该报价自身条款计算的总费用；按总费用排序，无法运行该任务的报价说明原因。</translation>
    </message>
    <message>
        <source>Only these quotes, e.g. 1,4,7 (default: all).</source>
        <translation>只评估这些报价，如 1,4,7（默认：全部）。</translation>
    </message>
    <message>
        <source>Leave out the demo quotes.</source>
        <translation>不含示例报价。</translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes rank --model NAME|--params N [--method M] [--tokens N] [--deadline T] [--budget MONEY] [--ids 1,2] [options]
</source>
        <translation>用法：gpuplan quotes rank --model 名称|--params N [--method 方式] [--tokens N] [--deadline 时长] [--budget 金额] [--ids 1,2] [选项]
</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>多余的参数 '%1'</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens</source>
        <translation>%1 · %2 · %3 token</translation>
    </message>
    <message>
        <source>servers used</source>
        <translation>使用台数</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>total, ex VAT</source>
        <translation>总费用（不含税）</translation>
    </message>
    <message>
        <source>verdict and notes</source>
        <translation>结论与说明</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>无法按期完成</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>Totals under each quote's own terms (unit, minimum term, billing, VAT removed, setup fee, spot interruptions); 'gpuplan quotes show ID' lists the terms.</source>
        <translation>总费用按各报价自身条款计算（计价单位、最短租期、计费粒度、扣除增值税、开通费、竞价中断）；'gpuplan quotes show 编号' 列出各项条款。</translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes import|list|show|export|delete|rank [ARG] [options]
</source>
        <translation>用法：gpuplan quotes import|list|show|export|delete|rank [参数] [选项]
</translation>
    </message>
    <message>
        <source>give a model preset with --model NAME, a size with --params 70B, or a whole architecture (--layers --hidden --heads --ffn --vocab)</source>
        <translation>请用 --model 名称 指定预设模型，用 --params 70B 指定规模，或给出完整结构（--layers --hidden --heads --ffn --vocab）</translation>
    </message>
    <message>
        <source>no file name given; leave out --database to use the database in your data folder</source>
        <translation>未给出文件名；不加 --database 即使用数据文件夹中的数据库</translation>
    </message>
    <message>
        <source>the language '%1' in the settings is not supported; using %2. Fix it with: gpuplan settings set language zh (or en)</source>
        <translation>设置中的语言 '%1' 不受支持，现改用 %2。修正方法：gpuplan settings set language zh（或 en）</translation>
    </message>
    <message>
        <source>'%1' is not an id; ids are whole numbers from 1</source>
        <translation>'%1' 不是编号；编号是从 1 开始的整数</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>资料来源：</translation>
    </message>
    <message>
        <source>; VAT rate not stated: the price is taken as excluding VAT</source>
        <translation>；税率未注明：按不含税价计算</translation>
    </message>
    <message>
        <source>%1: deposit %2 (refundable; not counted in the cost)</source>
        <translation>%1：押金 %2（可退还，不计入费用）</translation>
    </message>
    <message>
        <source>%1: the first payment of %2 already exceeds the budget of %3</source>
        <translation>%1：首期费用 %2 已超出预算 %3</translation>
    </message>
    <message>
        <source>1 %1 = %2 CNY (%3, %4)</source>
        <translation>1 %1 = %2 元人民币（%3，%4）</translation>
    </message>
    <message>
        <source>indicative rate, unverified; set your own with --fx</source>
        <translation>参考汇率，未核实；可用 --fx 设置</translation>
    </message>
    <message>
        <source>Exchange rates: %1</source>
        <translation>汇率：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>cost and its term</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>integrity</comment>
        <translation>正常</translation>
    </message>
    <message>
        <source>Price a job or a configuration under every rental term: one comparable figure per term (CNY per GPU-hour, VAT excluded), the job's total cost, cumulative cost curves, the cost of a need of N months under each term and the cheapest term by need, usage thresholds, when a budget runs out, and the cheapest term that meets a deadline. Without --price, the reference prices of the GPU are used.</source>
        <translation>按每种租用方式为一个任务或一个配置计价：每种方式给出一个折算单价（元/卡时，不含税）、任务总费用、累计费用曲线、使用 N 个月时各方式的费用及按使用时长的最便宜方式、包期方式胜过按量的用量门槛、预算可用多久，以及能按时完成的最便宜方式。未给 --price 时使用该 GPU 的参考价格。</translation>
    </message>
    <message>
        <source>export: Chinese column headers, statuses and categories.</source>
        <translation>export：使用中文列名、状态与类别。</translation>
    </message>
    <message>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Totals and cumulative cost: exact (default) or wan (356.61 万元 in Chinese, thousands in English); the setting money-scale sets the default.</source>
        <translation>合计与累计费用的金额单位：exact（精确到元，默认）或 wan（以万元为单位，如 356.61 万元；英文界面以千为单位）；默认值由设置项 money-scale 决定。</translation>
    </message>
    <message>
        <source>'%1' is not a money scale; use exact or wan</source>
        <translation>“%1”不是有效的金额单位；请用 exact（元）或 wan（万元）</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>不符合</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <source>The quote (contract) the server was delivered under.</source>
        <translation>服务器交付所依据的报价（合同）。</translation>
    </message>
    <message>
        <source>script: write the script to FILE instead of standard output.</source>
        <translation>script：把脚本写入文件，而不是输出到标准输出。</translation>
    </message>
    <message>
        <source>check: show the findings without recording them.</source>
        <translation>check：只显示核对结果，不记录到清单。</translation>
    </message>
    <message>
        <source>Usage: gpuplan acceptance script|check --quote ID [REPORT] [options]
</source>
        <translation>用法：gpuplan acceptance script|check --quote 编号 [报告] [选项]
</translation>
    </message>
    <message>
        <source>give the report file (or - for standard input)</source>
        <translation>请给出报告文件（或用 - 表示标准输入）</translation>
    </message>
    <message>
        <source>Wrote the acceptance script for quote %1 to %2.</source>
        <translation>已将报价 %1 的验收脚本写入 %2。</translation>
    </message>
    <message>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>核对结果</translation>
    </message>
    <message>
        <source>Evidence for %1:</source>
        <translation>%1 的核对依据：</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 not tested.</source>
        <translation>已确认 %1 项，不符合 %2 项，未测试 %3 项。</translation>
    </message>
    <message numerus="yes">
        <source>Recorded on %n checklist item(s) of quote %1 (gpuplan checklist show %1).</source>
        <translation>
            <numerusform>已记录到报价 %1 的 %n 个清单条目（gpuplan checklist show %1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Language of the output: zh or en (reports: both by default, or both).</source>
        <translation>输出语言：zh 或 en（报告默认中英双语，也可写 both）。</translation>
    </message>
    <message>
        <source>Write a PDF to FILE.</source>
        <translation>把 PDF 写入文件。</translation>
    </message>
    <message>
        <source>Write an Excel workbook to FILE.</source>
        <translation>把 Excel 工作簿写入文件。</translation>
    </message>
    <message>
        <source>PDF paper size: a4 (default) or letter.</source>
        <translation>PDF 纸张：a4（默认）或 letter。</translation>
    </message>
    <message>
        <source>Customer or project named on the cover.</source>
        <translation>封面上的客户或项目名称。</translation>
    </message>
    <message>
        <source>Who prepared the document.</source>
        <translation>编制人。</translation>
    </message>
    <message>
        <source>Document number (default: from the date).</source>
        <translation>文件编号（默认按日期生成）。</translation>
    </message>
    <message>
        <source>give --pdf FILE or --xlsx FILE (or both)</source>
        <translation>请给出 --pdf 文件 或 --xlsx 文件（或两者）</translation>
    </message>
    <message>
        <source>'%1' is not a paper size; use a4 or letter</source>
        <translation>“%1”不是纸张规格；请用 a4 或 letter</translation>
    </message>
    <message>
        <source>'%1' is not zh, en or both</source>
        <translation>“%1”不是 zh、en 或 both</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>A quote's contract and acceptance checklists as a PDF to attach to the contract (with signature lines) or as an Excel workbook.</source>
        <translation>把报价的合同核对清单和交付验收清单生成 PDF（附签字栏，可作为合同附件）或 Excel 工作簿。</translation>
    </message>
    <message>
        <source>The quote whose checklists to write.</source>
        <translation>要输出其清单的报价。</translation>
    </message>
    <message>
        <source>Usage: gpuplan report checklist --quote ID --pdf FILE | --xlsx FILE [--paper a4|letter] [--lang zh|en|both]
</source>
        <translation>用法：gpuplan report checklist --quote 编号 --pdf 文件 | --xlsx 文件 [--paper a4|letter] [--lang zh|en|both]
</translation>
    </message>
    <message>
        <source>quote %1 has no checklists yet: gpuplan checklist create %1</source>
        <translation>报价 %1 还没有清单：gpuplan checklist create %1</translation>
    </message>
    <message>
        <source>The chosen quotes side by side for procurement: price as quoted and normalised, terms, the seeds' checks and the recommendation; with a job (--model/--params …), each quote's total for it.</source>
        <translation>供采购使用的报价并列对比：原口径报价与折算单价、条款、检查项和推荐；给出任务（--model/--params …）时列出各报价下的任务总费用。</translation>
    </message>
    <message>
        <source>Usage: gpuplan report quotes [--ids 1,2] [--model NAME …] --pdf FILE | --xlsx FILE [--paper a4|letter] [--lang zh|en|both]
</source>
        <translation>用法：gpuplan report quotes [--ids 1,2] [--model 名称 …] --pdf 文件 | --xlsx 文件 [--paper a4|letter] [--lang zh|en|both]
</translation>
    </message>
    <message>
        <source>'%1' is not one of checklist, quotes, plan</source>
        <translation>“%1”不是 checklist、quotes 或 plan</translation>
    </message>
    <message>
        <source>At most this many servers (default: no limit).</source>
        <translation>最多使用这么多台服务器（默认不限）。</translation>
    </message>
    <message>
        <source>Plan what a saved plan file (.gpuplan, from the desktop) describes; constraint options given as well (--budget, --deadline, --max-gpus …) override it.</source>
        <translation>按已保存的规划文件（.gpuplan，由桌面程序保存）进行规划；同时给出的约束选项（--budget、--deadline、--max-gpus 等）优先。</translation>
    </message>
    <message>
        <source>give the workload in the plan file or as options, not both</source>
        <translation>任务要么写在规划文件里，要么用选项给出，不能同时给</translation>
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
        <translation>报价的合同核对清单与交付验收清单（中英双语）。
  templates          清单模板及其条目
  create 报价        为报价创建清单（--template contract|acceptance，默认两者）
  show 报价          查看报价的清单及其状态与核对依据
  set 条目           设置条目的 --status open|confirmed|failed|na 和 --evidence 核对依据
  export 报价 文件   把报价的清单导出为 CSV
  template-set [条目]  修改模板条目（--zh、--en、--expected-zh、--expected-en、--category），或
                     向 --template contract|acceptance 添加条目；新建的清单按模板生成
  template-delete 条目  删除您添加的模板条目</translation>
    </message>
    <message>
        <source>templates, create, show, set, export, template-set or template-delete</source>
        <translation>templates、create、show、set、export、template-set 或 template-delete</translation>
    </message>
    <message>
        <source>template-set: the check in Chinese.</source>
        <translation>template-set：核对项的中文。</translation>
    </message>
    <message>
        <source>template-set: the check in English.</source>
        <translation>template-set：核对项的英文。</translation>
    </message>
    <message>
        <source>template-set: the expected value in Chinese.</source>
        <translation>template-set：要求值的中文。</translation>
    </message>
    <message>
        <source>template-set: the expected value in English.</source>
        <translation>template-set：要求值的英文。</translation>
    </message>
    <message>
        <source>template-set: hardware, network, price, terms, service, …</source>
        <translation>template-set：hardware、network、price、terms、service 等类别。</translation>
    </message>
    <message>
        <source>'%1' is not one of templates, create, show, set, export, template-set, template-delete</source>
        <translation>“%1”不是 templates、create、show、set、export、template-set、template-delete 之一</translation>
    </message>
    <message>
        <source>give the template item id shown by 'checklist templates'</source>
        <translation>请给出“checklist templates”显示的模板条目编号</translation>
    </message>
    <message>
        <source>Template item %1 deleted.</source>
        <translation>已删除模板条目 %1。</translation>
    </message>
    <message>
        <source>there is no template item %1; 'checklist templates' lists them</source>
        <translation>没有编号为 %1 的模板条目；“checklist templates”会列出全部条目</translation>
    </message>
    <message>
        <source>Template item %1 changed.</source>
        <translation>已修改模板条目 %1。</translation>
    </message>
    <message>
        <source>Added to the %1 template.</source>
        <translation>已添加到 %1 模板。</translation>
    </message>
    <message>
        <source>With --prices quotes or both: price with these stored quotes only, e.g. 3,7,12.</source>
        <translation>与 --prices quotes 或 both 一起使用：只用这些已保存的报价计价，例如 3,7,12。</translation>
    </message>
    <message>
        <source>give --prices quotes or --prices both with --quote-ids</source>
        <translation>使用 --quote-ids 时请同时给出 --prices quotes 或 --prices both</translation>
    </message>
    <message>
        <source>'%1' is not COLUMN=VALUE, e.g. price=65000</source>
        <translation>“%1”不是“列名=值”的形式，例如 price=65000</translation>
    </message>
    <message>
        <source>give at least one --set COLUMN=VALUE</source>
        <translation>请至少给出一个 --set 列名=值</translation>
    </message>
    <message>
        <source>edit: a column's new value, e.g. price=65000 (repeatable).</source>
        <translation>edit：某列的新值，例如 price=65000（可重复）。</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>Horizon of the curves (default: twice the job, 12 to 36 months).</source>
        <translation>曲线的时间跨度（默认：任务预计耗时的两倍，12 至 36 个月）。</translation>
    </message>
    <message>
        <source>Points per curve (default: two a month, at least 24).</source>
        <translation>每条曲线的点数（默认：每月两个，至少 24 个）。</translation>
    </message>
    <message>
        <source>%1 is read-only: the findings cannot be recorded on the checklists; give --dry-run to see them without recording</source>
        <translation>%1 为只读：检查结果无法记入核对清单；加 --dry-run 可只查看结果、不记录</translation>
    </message>
    <message>
        <source>'gpuplan gpus' lists the GPU catalog</source>
        <translation>“gpuplan gpus”可列出 GPU 型号库</translation>
    </message>
    <message>
        <source>'gpuplan models' lists the model presets</source>
        <translation>“gpuplan models”可列出预设模型</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) without a known offer in %1 left out (--include-unoffered shows them).</source>
        <translation>
            <numerusform>已略去 %n 个在%1无已知供应的 GPU 型号（加 --include-unoffered 可列出）。</numerusform>
        </translation>
    </message>
    <message>
        <source>recommended (default: the cheapest priced configuration with 10% of GPU memory free and no failing check first), fastest, fewest or cheapest.</source>
        <translation>recommended（推荐，默认：有价格、显存余量不少于 10% 且无不通过检查项的配置中最便宜的排在最前）、fastest（最快）、fewest（GPU 最少）或 cheapest（最便宜）。</translation>
    </message>
    <message>
        <source>Consider GPUs without a known offer in the region too (no reference price there and no stored quote); such rows say so.</source>
        <translation>同时考虑在该地区无已知供应的 GPU（该地区既无参考价格也无已存报价）；这些行会注明。</translation>
    </message>
    <message>
        <source>The buyer's VAT position: general (一般纳税人, deducts the VAT of a special VAT invoice), small-scale (小规模纳税人) or outside (outside mainland China); default: the setting tax-status.</source>
        <translation>买方的纳税人身份：general（一般纳税人，可抵扣增值税专用发票的进项税）、small-scale（小规模纳税人）或 outside（中国大陆以外）；默认取设置 tax-status。</translation>
    </message>
    <message>
        <source>'%1' is not one of general, small-scale, outside</source>
        <translation>“%1”不是 general、small-scale、outside 之一</translation>
    </message>
    <message>
        <source>cost to you</source>
        <translation>采购成本</translation>
    </message>
    <message>
        <source>Wrote the quote template to %1; the columns: %2.</source>
        <translation>已将报价模板写入 %1；各列：%2。</translation>
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
        <translation>数据库中的供应商报价。
  import 文件   校验 CSV 文件并导入；只要有一行有误就不写入任何数据，除非加 --valid-only
  template [文件]  写出包含全部列和一行示例的报价模板，供填写（--chinese-headers 用中文列名）
  list          列出报价及其折算单价和规则检查
  show 编号     显示一条报价，并逐项说明检查结果
  export 文件   把报价导出为 CSV（UTF-8 带 BOM，可直接用 Excel 打开）
  edit 编号     修改报价条款：--set 列名=值（列名与 CSV 相同），按导入规则校验
  delete 编号   删除一条报价；delete --demo 删除示例数据
  rank          按任务比较报价：见“gpuplan quotes rank --help”</translation>
    </message>
    <message>
        <source>export, template: Chinese column headers.</source>
        <translation>export、template：使用中文列名。</translation>
    </message>
    <message>
        <source>'%1' is not one of import, list, show, export, edit, delete, template</source>
        <translation>“%1”不是 import、list、show、export、edit、delete、template 之一</translation>
    </message>
    <message>
        <source>give what to change: --zh, --en, --expected-zh, --expected-en or --category</source>
        <translation>请给出要修改的内容：--zh、--en、--expected-zh、--expected-en 或 --category</translation>
    </message>
    <message>
        <source>Price under hourly, daily, weekly, monthly, yearly, savings-plan or spot (default: the cheapest guaranteed term).</source>
        <translation>按 hourly（按量）、daily（包日）、weekly（包周）、monthly（包月）、yearly（包年）、savings-plan（节省计划）或 spot（竞价实例）计价（默认：资源有保障的方式中最便宜的一种）。</translation>
    </message>
    <message>
        <source>'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot</source>
        <translation>“%1”不是 hourly、daily、weekly、monthly、yearly、savings-plan、spot 之一</translation>
    </message>
    <message>
        <source>The settings shared by the desktop program and the command line.
  (no action)          show them
  set KEY VALUE        hours-per-month (730 or 720…), region (China, global…), language (zh, en), money-scale (exact, wan), tax-status (general, small-scale, outside),
                       memory-headroom (% of GPU memory a recommendation leaves free, 10), spot-interruptions (% of spot servers pre-empted a month, 20), checkpoint-interval (hours, 1), spot-restart (minutes, 15)</source>
        <translation>桌面程序与命令行共用的设置。
  （不带操作）         显示全部设置
  set 键 值            hours-per-month（每月小时数，730 或 720…）、region（地区，China、global…）、language（语言，zh、en）、money-scale（金额显示，exact、wan）、tax-status（纳税人身份，general、small-scale、outside），
                       memory-headroom（推荐配置须留出的显存比例 %，默认 10）、spot-interruptions（竞价实例每月被回收的服务器比例 %，默认 20）、checkpoint-interval（检查点间隔，小时，默认 1）、spot-restart（回收后重启耗时，分钟，默认 15）</translation>
    </message>
    <message>
        <source>%1 tight</source>
        <translation>%1 紧张</translation>
    </message>
    <message>
        <source>give the path of a plan file</source>
        <translation>请给出规划文件的路径</translation>
    </message>
    <message>
        <source>No configuration fits the constraints (%1 layouts considered, %2 fit in memory and finish within the deadline of %3 h).</source>
        <translation>没有满足约束的配置（共评估 %1 种布局，其中 %2 种显存够用且能在 %3 小时的完成时限内完成）。</translation>
    </message>
    <message>
        <source>Steady-state speed only: leave out what a whole run loses to interruptions, checkpoints, restarts and server replacements.</source>
        <translation>只按稳定运行速度估算：不计整次训练因中断、检查点、重启和服务器更换而多花的时间。</translation>
    </message>
    <message>
        <source>%1 + offload</source>
        <translation>%1 + 卸载</translation>
    </message>
    <message>
        <source>%1 + offload all</source>
        <translation>%1 + 全部卸载</translation>
    </message>
    <message>
        <source>Host RAM for full training (DeepSpeed): none, optimizer (ZeRO-Offload) or weights (ZeRO-Infinity; default: none unless nothing fits on the GPUs).</source>
        <translation>全参数训练时把状态卸载到服务器内存（DeepSpeed）：none（不卸载）、optimizer（优化器状态，ZeRO-Offload）或 weights（连同权重，ZeRO-Infinity；默认不卸载，除非显存不足以容纳任何布局）。</translation>
    </message>
    <message>
        <source> cp %1</source>
        <translation> CP %1</translation>
    </message>
    <message>
        <source>Context-parallel GPUs per sequence (ring attention; default 1; more are tried when a long sequence does not fit otherwise, and always from 32,768 tokens).</source>
        <translation>每条序列切分到多少张 GPU（上下文并行，环形注意力；默认 1；长序列在其他布局下显存不足时会尝试更多，序列达到 32,768 token 时总会尝试）。</translation>
    </message>
    <message>
        <source> ep %1</source>
        <translation> EP %1</translation>
    </message>
    <message>
        <source>Expert-parallel GPUs (MoE models: the experts sharded over them, tokens sent by all-to-all; default: the planner's choice).</source>
        <translation>专家并行的 GPU 数（MoE 模型：专家分布到这些 GPU 上，token 经 all-to-all 发送；默认由规划器选择）。</translation>
    </message>
    <message>
        <source>%1 is also the --pdf file; give the two outputs different names</source>
        <translation>%1 也是 --pdf 的文件；请为两个输出文件取不同的名字</translation>
    </message>
    <message>
        <source>%1 was left as it was: both outputs or neither</source>
        <translation>%1 保持原样：两个输出要么都写入，要么都不写入</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>when</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>what</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>before</source>
        <translation>修改前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>修改后</translation>
    </message>
    <message>
        <source>No change of quote %1 is on record.</source>
        <translation>报价 %1 没有修改记录。</translation>
    </message>
    <message>
        <source>history: the quote's own fields.</source>
        <translation>history：报价本身的字段。</translation>
    </message>
    <message>
        <source>history: the checklist items of this quote.</source>
        <translation>history：该报价的清单条目。</translation>
    </message>
    <message>
        <source>give --from A --to B: database files or postgresql:// addresses</source>
        <translation>请给出 --from A --to B：数据库文件或 postgresql:// 地址</translation>
    </message>
    <message>
        <source>the target is the source; give another database</source>
        <translation>目标与源相同；请给出另一个数据库</translation>
    </message>
    <message>
        <source>table</source>
        <translation>数据表</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>SHA-256 of the rows, the same on both sides</source>
        <translation>各行的 SHA-256 校验值（两边一致）</translation>
    </message>
    <message>
        <source>Copied %1 to %2; every table verified.</source>
        <translation>已将 %1 复制到 %2；每张表均已核验。</translation>
    </message>
    <message>
        <source>copy: the database to copy.</source>
        <translation>copy：要复制的数据库。</translation>
    </message>
    <message>
        <source>copy: a new file or an empty database.</source>
        <translation>copy：新文件或空数据库。</translation>
    </message>
    <message>
        <source>your role on the team database %1 may read but not change it (a viewer): the findings cannot be recorded on the checklists; give --dry-run to see them without recording</source>
        <translation>您在团队数据库 %1 中的角色只能查看、不能修改（只读查看者）：检查结果无法记入核对清单；加 --dry-run 可只查看结果、不记录</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Quote %1 from %2, number %3, dated %4</source>
        <translation>报价 %1：%2，报价单号 %3，日期 %4</translation>
    </message>
    <message>
        <source>Price: %1 %2%3; comparable: %4 per GPU-hour (VAT excluded%5)</source>
        <translation>报价：%1%2%3；折算单价：%4/卡时（不含税%5）</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>VAT and invoice: %1</source>
        <translation>税率与发票：%1</translation>
    </message>
    <message>
        <source>Quote %1 changed: comparable price %2 per GPU-hour, VAT excluded.</source>
        <translation>报价 %1 已修改：折算单价 %2/卡时（不含税）。</translation>
    </message>
    <message>
        <source>Comparable price (CNY per GPU-hour, VAT excluded; a month is %1 hours):</source>
        <translation>折算单价（元/卡时，不含税；每月按 %1 小时计）：</translation>
    </message>
    <message>
        <source>Buying here is cash paid out: the servers' price, then power and upkeep; the job's table above charges only its hours' share of the servers (amortised).</source>
        <translation>此处的自建为现金支出：购置服务器的费用，加上电费和维护费用；上方的任务费用表中，自建只计入该任务所用时长分摊的服务器费用（按摊销）。</translation>
    </message>
    <message>
        <source>script, check, reports or withdraw</source>
        <translation>script、check、reports 或 withdraw</translation>
    </message>
    <message>
        <source>check: the server the report is of, when its report has no hostname line.</source>
        <translation>check：报告所属的服务器（报告中没有 hostname 一行时）。</translation>
    </message>
    <message>
        <source>withdraw: the report's number, as 'acceptance reports' lists it.</source>
        <translation>withdraw：报告序号，见“acceptance reports”的列表。</translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>导入时间</translation>
    </message>
    <message>
        <source>by</source>
        <translation>导入人</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source> (earlier)</source>
        <translation>（较早）</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed</source>
        <translation>%1 项已确认，%2 项不符合</translation>
    </message>
    <message>
        <source>Acceptance of quote %1: %2.</source>
        <translation>报价 %1 的验收结论：%2。</translation>
    </message>
    <message>
        <source>give the report's number, as 'gpuplan acceptance reports' lists it</source>
        <translation>请给出报告序号，见“gpuplan acceptance reports”的列表</translation>
    </message>
    <message>
        <source>Withdrew report %1 of quote %2; acceptance: %3.</source>
        <translation>已撤销报价 %2 的验收报告 %1；验收结论：%3。</translation>
    </message>
    <message>
        <source>Note: the report's GPUs (%1) are not the contract's; check that this is the right quote.</source>
        <translation>注意：报告中的 GPU（%1）与合同约定的不同；请确认是否选对了报价。</translation>
    </message>
    <message>
        <source>Kept as report %1 (withdraw it with 'gpuplan acceptance withdraw --quote %2 --report %1'); acceptance: %3.</source>
        <translation>已保存为验收报告 %1（可用“gpuplan acceptance withdraw --quote %2 --report %1”撤销）；验收结论：%3。</translation>
    </message>
    <message>
        <source>gpuplan: note: %1</source>
        <translation>gpuplan：提示：%1</translation>
    </message>
    <message>
        <source>the report was made by the acceptance script of quote %1 (its line 'gpuplan-quote: %1'), not of quote %2; nothing was recorded. Check it against --quote %1, or, if this server really was delivered under quote %2, remove that line</source>
        <translation>该报告由报价 %1 的验收脚本生成（报告中有“gpuplan-quote: %1”一行），不是报价 %2 的；未记录任何内容。请用 --quote %1 核对；如果这台服务器确实按报价 %2 交付，请删去该行</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过有效期</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n GPU(s) in %1; every command and the desktop on this database use them.</source>
        <translation>
            <numerusform>已将 %n 个 GPU 存入 %1；在此数据库上的所有命令和桌面程序都会使用它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>'%1' is not a number from %2 to %3</source>
        <translation>“%1”不是 %2 到 %3 之间的数</translation>
    </message>
    <message>
        <source>serve: a service under a load and latency targets.</source>
        <translation>serve：在给定负载和时延目标下的推理服务。</translation>
    </message>
    <message>
        <source>The model to serve (see 'gpuplan models').</source>
        <translation>要部署的模型（见 'gpuplan models'）。</translation>
    </message>
    <message>
        <source>KV cache: bf16, fp16, fp8 or int8 (default: fp8 with fp8 weights, else bf16).</source>
        <translation>KV 缓存精度：bf16、fp16、fp8 或 int8（默认：权重为 fp8 时用 fp8，否则 bf16）。</translation>
    </message>
    <message>
        <source>Percent of input tokens found in the prefix cache (default 0).</source>
        <translation>前缀缓存命中率，百分比（默认 0）。</translation>
    </message>
    <message>
        <source>Load: peak requests per second.</source>
        <translation>负载：高峰每秒请求数。</translation>
    </message>
    <message>
        <source>Load: concurrent users at the peak (with --think-time).</source>
        <translation>负载：高峰时的同时在线用户数（配合 --think-time）。</translation>
    </message>
    <message>
        <source>Load: requests in flight at once, as benchmarks run.</source>
        <translation>负载：同时处理的请求数（并发数），即基准测试的方式。</translation>
    </message>
    <message>
        <source>Latency preset: chat (2 s / 50 ms p90, default), mlperf (2 s / 200 ms p99), interactive (450 ms / 40 ms p99), batch (none).</source>
        <translation>时延目标预设：chat（2 秒 / 50 毫秒，P90，默认）、mlperf（2 秒 / 200 毫秒，P99）、interactive（450 毫秒 / 40 毫秒，P99）、batch（不设）。</translation>
    </message>
    <message>
        <source>Only these GPU models, comma-separated (default: every GPU offered in the region).</source>
        <translation>只考虑这些 GPU 型号，逗号分隔（默认：该地区有报价的全部 GPU）。</translation>
    </message>
    <message>
        <source>The GPU model.</source>
        <translation>GPU 型号。</translation>
    </message>
    <message>
        <source>Daily load: flat (default), office, evening, or a file of 24 hourly shares.</source>
        <translation>每日负载曲线：flat（全天均匀，默认）、office（办公时段）、evening（晚高峰），或含 24 个小时占比的文件。</translation>
    </message>
    <message>
        <source>Consider GPUs without a known price in the region too.</source>
        <translation>也考虑该地区没有已知价格的 GPU。</translation>
    </message>
    <message>
        <source>give the load one way: --rate (requests/s at the peak), --users (with --think-time) or --concurrency (requests at once)</source>
        <translation>负载只用一种方式给出：--rate（高峰每秒请求数）、--users（配合 --think-time）或 --concurrency（并发数）</translation>
    </message>
    <message>
        <source>'%1' is not a preset; use %2</source>
        <translation>“%1”不是预设；请用 %2</translation>
    </message>
    <message>
        <source>'%1' is neither a preset (%2) nor a file that can be read</source>
        <translation>“%1”既不是预设（%2），也不是可读取的文件</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>%1 · serving · %2 weights, %3 KV cache · %4 × %5 · %6</source>
        <translation>%1 · 推理服务 · 权重 %2，KV 缓存 %3 · %4 × %5 · %6</translation>
    </message>
    <message>
        <source>Requests of %1 input and %2 output tokens; targets: %3</source>
        <translation>每个请求输入 %1、输出 %2 个 token；目标：%3</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 GiB; weights %2 GiB, runtime reserve %3 GiB, KV cache %4 GiB — %5 requests fit (the engine batches up to %6)</source>
        <translation>每卡显存 %1 GiB：权重 %2 GiB，运行时预留 %3 GiB，KV 缓存 %4 GiB —— 可容纳 %5 个请求（引擎每批最多 %6 个）</translation>
    </message>
    <message>
        <source>One request alone: prefill %1 ms, then %2 ms per output token</source>
        <translation>单个请求：预填充 %1 毫秒，之后每个输出 token %2 毫秒</translation>
    </message>
    <message>
        <source>Offline maximum: %1 output tokens/s; within the targets: %2 requests/s (%3 output tokens/s)</source>
        <translation>离线最大吞吐量：每秒 %1 个输出 token；满足时延目标时：每秒 %2 个请求（每秒 %3 个输出 token）</translation>
    </message>
    <message>
        <source>Overloaded: this load is more than the replica serves (at most %1 requests/s); no latency is given past that. Add replicas or GPUs.</source>
        <translation>过载：该负载超出一个副本的服务能力（最多每秒 %1 个请求），超过后不给出时延。请增加副本或 GPU。</translation>
    </message>
    <message>
        <source>at this load</source>
        <translation>在此负载下</translation>
    </message>
    <message>
        <source>estimate (band)</source>
        <translation>估算值（估算区间）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <source>input tokens/s</source>
        <translation>每秒输入 token</translation>
    </message>
    <message>
        <source>requests in the replica</source>
        <translation>副本内的请求数</translation>
    </message>
    <message>
        <source>TTFT, mean (ms)</source>
        <translation>首 token 时延，平均（毫秒）</translation>
    </message>
    <message>
        <source>TTFT, p%1 (ms)</source>
        <translation>首 token 时延，P%1（毫秒）</translation>
    </message>
    <message>
        <source>TPOT, mean (ms)</source>
        <translation>每 token 时延，平均（毫秒）</translation>
    </message>
    <message>
        <source>TPOT, p%1 (ms)</source>
        <translation>每 token 时延，P%1（毫秒）</translation>
    </message>
    <message>
        <source>Within the targets.</source>
        <translation>满足时延目标。</translation>
    </message>
    <message>
        <source>Misses the targets.</source>
        <translation>未满足时延目标。</translation>
    </message>
    <message>
        <source>Serving %1 (%2 weights, %3): requests of %4 input and %5 output tokens; %6</source>
        <translation>推理服务 %1（权重 %2，%3）：每个请求输入 %4、输出 %5 个 token；%6</translation>
    </message>
    <message>
        <source>Load: %1; daily profile %2; headroom %3 %.</source>
        <translation>负载：%1；每日负载曲线：%2；余量 %3%。</translation>
    </message>
    <message>
        <source>per replica</source>
        <translation>每副本卡数</translation>
    </message>
    <message>
        <source>replicas (band)</source>
        <translation>副本数（估算区间）</translation>
    </message>
    <message>
        <source>req/s per replica</source>
        <translation>每副本每秒请求数</translation>
    </message>
    <message>
        <source>TTFT p%1 ms</source>
        <translation>P%1 首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>TPOT p%1 ms</source>
        <translation>P%1 每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>per 1M output</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>… and %1 more (--json lists them all).</source>
        <translation>……另有 %1 个（--json 列出全部）。</translation>
    </message>
    <message>
        <source>Best configuration per GPU model:</source>
        <translation>每种 GPU 型号的最佳配置：</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <translation>  %1：%2</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3</source>
        <translation>最省的付费方式：每月 %1（高峰所需副本全部包月/包年：%2）。%3</translation>
    </message>
    <message>
        <source>At full use of the capacity: %1 per 1M output tokens, %2 per 1M input tokens (CNY, VAT excluded); prefill takes %3 % of the GPUs' time.</source>
        <translation>服务能力用满时：每百万输出 token %1 元，每百万输入 token %2 元（人民币，不含增值税）；预填充占 GPU 时间的 %3%。</translation>
    </message>
    <message>
        <source>Size a service: replicas for the peak with headroom on every GPU model, its cost under every term, the cheapest mix of reserved and pay-as-you-go, cost per 1M tokens.</source>
        <translation>规划推理服务：各 GPU 型号按高峰加余量所需的副本数、各计费方式下的费用、保底容量与弹性容量的最省组合、每百万 token 成本。</translation>
    </message>
    <message>
        <source>One replica under a load: memory, throughput, TTFT and TPOT, capacity within the targets.</source>
        <translation>一个副本在给定负载下的显存、吞吐量、首 token 时延和每 token 时延，以及满足目标时的服务能力。</translation>
    </message>
    <message>
        <source>Usage: gpuplan plan --method serve --model NAME (--rate R | --users N | --concurrency C) [--targets chat] [--profile office] [options]
</source>
        <translation>用法：gpuplan plan --method serve --model 模型 (--rate R | --users N | --concurrency C) [--targets chat] [--profile office] [选项]
</translation>
    </message>
    <message>
        <source>Usage: gpuplan estimate --method serve --model NAME --gpu GPU (--rate R | --users N | --concurrency C) [options]
</source>
        <translation>用法：gpuplan estimate --method serve --model 模型 --gpu GPU (--rate R | --users N | --concurrency C) [选项]
</translation>
    </message>
    <message>
        <source>'%1' is not a precision; use %2</source>
        <translation>“%1”不是精度；请用 %2</translation>
    </message>
    <message>
        <source>a serving plan is written as a PDF (--pdf) or as JSON (--json); there is no workbook for it yet</source>
        <translation>推理服务规划可输出为 PDF（--pdf）或 JSON（--json），暂不提供 Excel 工作簿</translation>
    </message>
    <message>
        <source>Weigh the stored quotes for a service: the replicas each quote's servers hold, whether they serve the peak with headroom, and what a month costs the buyer under the quote's own terms.</source>
        <translation>按推理服务评估已存的报价：每份报价的服务器能放下多少副本、能否按高峰加余量提供服务，以及按报价自身条款买方每月的费用。</translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes rank --method serve --model NAME (--rate R | --users N | --concurrency C) [options]
</source>
        <translation>用法：gpuplan quotes rank --method serve --model 模型 (--rate R | --users N | --concurrency C) [选项]
</translation>
    </message>
    <message>
        <source>Quotes weighed for the service: %1; %2</source>
        <translation>按推理服务评估的报价：%1；%2</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>replicas needed / held</source>
        <translation>所需副本 / 可容纳副本</translation>
    </message>
    <message>
        <source>a month (over a year), to this buyer</source>
        <translation>买方每月费用（按一年均摊）</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>%1 × %2 / %3</source>
        <translation>%1 × %2 / %3</translation>
    </message>
    <message>
        <source>inference (offline batch generation), lora, qlora, full or pretrain (default full); serve: a service under a load and latency targets, with its own options (add --method serve --help).</source>
        <translation>inference（离线批量推理）、lora、qlora、full 或 pretrain（默认 full）；serve：在给定负载和时延目标下的推理服务，有自己的选项（加 --method serve --help 查看）。</translation>
    </message>
    <message>
        <source>template item %1 belongs to the %2 template, not %3</source>
        <translation>模板项 %1 属于 %2 模板，而不是 %3</translation>
    </message>
    <message>
        <source>Template item %1 already reads so; nothing was changed.</source>
        <translation>模板项 %1 已是这样写的；未做任何修改。</translation>
    </message>
    <message>
        <source>give --quote ID or --checklist ID (one of them), or neither for the changes that belong to no quote</source>
        <translation>请给出 --quote 编号 或 --checklist 编号（二选一）；都不给则列出不属于任何报价的修改</translation>
    </message>
    <message>
        <source>No change outside the quotes is on record.</source>
        <translation>没有报价之外的修改记录。</translation>
    </message>
    <message>
        <source>Quote %1 already has these values; nothing was changed.</source>
        <translation>报价 %1 已是这些值；未做任何修改。</translation>
    </message>
    <message>
        <source>… [%1 characters in all]</source>
        <translation>……［共 %1 个字符］</translation>
    </message>
    <message>
        <source>%1 is given twice; give each column once</source>
        <translation>%1 给了两次；每列只给一次</translation>
    </message>
    <message>
        <source>Cheapest rental term%1 (buying excluded): %2 at %3.</source>
        <translation>%1最便宜的租用方式（不含自建）：%2，%3。</translation>
    </message>
    <message>
        <source>%1 GPUs, %2</source>
        <translation>%1 卡，%2</translation>
    </message>
    <message>
        <source> (spot)</source>
        <translation>（竞价实例）</translation>
    </message>
    <message>
        <source>Billing terms: %1</source>
        <translation>计费条款：%1</translation>
    </message>
    <message>
        <source>Setup fee: %1; deposit: %2; minimum term: %3</source>
        <translation>开通费：%1；押金：%2；最短租期：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Valid until: %1</source>
        <translation>有效期至：%1</translation>
    </message>
    <message>
        <source>Support response: %1; hardware replacement: %2</source>
        <translation>售后响应：%1；硬件更换：%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>servers used of the servers offered</comment>
        <translation>用 %1 台（共 %2）</translation>
    </message>
    <message>
        <source>— of %1</source>
        <comment>no servers used of the servers offered</comment>
        <translation>未用（共 %1）</translation>
    </message>
    <message>
        <source>%1 (--tax-status changes it):</source>
        <comment>basis, then the quotes' bases</comment>
        <translation>%1（可用 --tax-status 更改）：</translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>评审方法：%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格分（%1）</translation>
    </message>
    <message>
        <source>Delivery (%1)</source>
        <translation>交付（%1）</translation>
    </message>
    <message>
        <source>SLA (%1)</source>
        <translation>SLA（%1）</translation>
    </message>
    <message>
        <source>Invoice (%1)</source>
        <translation>发票（%1）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Does not comply: %1 — %2</source>
        <translation>不响应：%1 — %2</translation>
    </message>
    <message>
        <source>First (tied): %1</source>
        <translation>第一名（并列）：%1</translation>
    </message>
    <message>
        <source>First: %1</source>
        <translation>第一名：%1</translation>
    </message>
    <message>
        <source>must be inquiry (询价), negotiation (竞争性谈判), consultation (竞争性磋商), open-tender (公开招标), invited-tender (邀请招标), single-source (单一来源) or company</source>
        <translation>须为 inquiry（询价）、negotiation（竞争性谈判）、consultation（竞争性磋商）、open-tender（公开招标）、invited-tender（邀请招标）、single-source（单一来源）或 company（企业自行比价）</translation>
    </message>
    <message>
        <source>must be lowest-price (最低评标价法) or scoring (综合评分法)</source>
        <translation>须为 lowest-price（最低评标价法）或 scoring（综合评分法）</translation>
    </message>
    <message>
        <source>must be a number of zero or more</source>
        <translation>须为不小于 0 的数</translation>
    </message>
    <message>
        <source>Purchase %1: %2 (%3)</source>
        <translation>采购项目 %1：%2（%3）</translation>
    </message>
    <message>
        <source>Method: %1 · status: %2 · evaluation: %3</source>
        <translation>采购方式：%1 · 状态：%2 · 评审方法：%3</translation>
    </message>
    <message>
        <source>Invited: %1</source>
        <translation>受邀供应商：%1</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价编号</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>By</source>
        <translation>经办人</translation>
    </message>
    <message>
        <source>At</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Awarded: offer %1 by %2 (%3)%4</source>
        <translation>已定标：报价 %1，经办人 %2（%3）%4</translation>
    </message>
    <message>
        <source>first in the evaluation</source>
        <translation>评审第一名</translation>
    </message>
    <message>
        <source>; not yet approved</source>
        <translation>；尚未审批</translation>
    </message>
    <message>
        <source>; approved by %1</source>
        <translation>；审批人 %1</translation>
    </message>
    <message>
        <source>create: the purchase's name.</source>
        <translation>create：采购项目名称。</translation>
    </message>
    <message>
        <source>create: inquiry, negotiation, consultation, open-tender, invited-tender, single-source or company.</source>
        <translation>create：采购方式：inquiry（询价）、negotiation（竞争性谈判）、consultation（竞争性磋商）、open-tender（公开招标）、invited-tender（邀请招标）、single-source（单一来源）或 company（企业自行比价）。</translation>
    </message>
    <message>
        <source>create: lowest-price or scoring.</source>
        <translation>create：评审方法：lowest-price（最低评标价法）或 scoring（综合评分法）。</translation>
    </message>
    <message>
        <source>create: the GPU kinds allowed, comma-separated.</source>
        <translation>create：允许的 GPU 型号，逗号分隔。</translation>
    </message>
    <message>
        <source>create: GPUs in all, at least.</source>
        <translation>create：GPU 总数下限。</translation>
    </message>
    <message>
        <source>create: the servers handed over by this date.</source>
        <translation>create：交付期限（服务器须在此日期前交付）。</translation>
    </message>
    <message>
        <source>create: the deadline for offers.</source>
        <translation>create：报价截止日期。</translation>
    </message>
    <message>
        <source>create: response time at most, hours.</source>
        <translation>create：响应时间上限（小时）。</translation>
    </message>
    <message>
        <source>create: hardware replacement time at most, hours.</source>
        <translation>create：硬件更换时间上限（小时）。</translation>
    </message>
    <message>
        <source>create: the invoice required: special or ordinary.</source>
        <translation>create：要求的发票类型：special（专票）或 ordinary（普票）。</translation>
    </message>
    <message>
        <source>create: the network required: ib, roce or ethernet.</source>
        <translation>create：要求的网络类型：ib、roce 或 ethernet。</translation>
    </message>
    <message>
        <source>create: the payment terms, as text.</source>
        <translation>create：付款条件（文字）。</translation>
    </message>
    <message>
        <source>offer: these are final offers.</source>
        <translation>offer：这些是最后报价。</translation>
    </message>
    <message>
        <source>clarify, rounds, award: the vendor.</source>
        <translation>clarify、rounds、award：供应商。</translation>
    </message>
    <message>
        <source>clarify: the clarification.</source>
        <translation>clarify：澄清内容。</translation>
    </message>
    <message>
        <source>Usage: gpuplan tender ACTION [ID] [options]
</source>
        <translation>用法：gpuplan tender 操作 [ID] [选项]
</translation>
    </message>
    <message>
        <source>give the purchase's id shown by 'gpuplan tender list'</source>
        <translation>请给出“gpuplan tender list”显示的采购项目编号</translation>
    </message>
    <message>
        <source>Purchase %1 created (draft); 'gpuplan tender open %1' opens it for offers.</source>
        <translation>已建立采购项目 %1（草稿）；用“gpuplan tender open %1”开始接收报价。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>采购编号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>采购方式</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Purchase %1 is now %2.</source>
        <translation>采购项目 %1 现为：%2。</translation>
    </message>
    <message>
        <source>give the vendors' answer file</source>
        <translation>请给出供应商的报价文件</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) recorded.</source>
        <translation>
            <numerusform>已记录 %n 份报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Clarification recorded beside the offer.</source>
        <translation>已在报价旁记录澄清。</translation>
    </message>
    <message>
        <source>Round %1 (%2): cost to you %3</source>
        <translation>第 %1 轮（%2）：本任务采购成本 %3</translation>
    </message>
    <message>
        <source>Awarded to %1; it waits for approval by someone else.</source>
        <translation>已定标给 %1；待经办人以外的审批人审批。</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事项</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>create: the purchase's number (采购编号); rfq, report: the document's number.</source>
        <translation>create：采购编号；rfq、report：文件编号。</translation>
    </message>
    <message>
        <source>give --pdf FILE (the request for quotation) or --xlsx FILE (its answer template), or both</source>
        <translation>请给出 --pdf 文件（询价函）或 --xlsx 文件（报价模板），或两者都给</translation>
    </message>
    <message>
        <source>'%1' is not a4 or letter</source>
        <translation>“%1”不是 a4 或 letter</translation>
    </message>
    <message>
        <source>Award approved. The awarded offer is quote %1, with its contract and acceptance checklists (gpuplan checklist show %1).</source>
        <translation>定标已审批。成交报价已存为报价 %1，并附合同和验收检查清单（gpuplan checklist show %1）。</translation>
    </message>
    <message>
        <source>Training software: %1 (the band above: %2)</source>
        <translation>训练软件：%1（上面的区间：%2）</translation>
    </message>
    <message>
        <source>the one of published whole runs</source>
        <translation>按公开的整次训练得出</translation>
    </message>
    <message>
        <source>the wider one for software not stated; name it with --stack</source>
        <translation>未说明训练软件时的较宽区间；可用 --stack 指明</translation>
    </message>
    <message>
        <source>the one of steady-state runs on named software</source>
        <translation>按已说明训练软件的稳定运行得出</translation>
    </message>
    <message>
        <source>a training software stack applies to training, not to inference</source>
        <translation>训练软件只适用于训练，不适用于推理</translation>
    </message>
    <message>
        <source>--plain-ffn describes a custom architecture: give --layers --hidden --heads --ffn --vocab with it, or a preset to change</source>
        <translation>--plain-ffn 用于自定义架构：请同时给出 --layers --hidden --heads --ffn --vocab，或指定要修改的预设模型</translation>
    </message>
    <message>
        <source>Custom model: a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon) instead of a gated one of three (SwiGLU, as Llama).</source>
        <translation>自定义模型：使用两个矩阵的普通 FFN（GELU 或 ReLU，如 GPT-3、MPT、Falcon），而不是三个矩阵的门控 FFN（SwiGLU，如 Llama）。</translation>
    </message>
    <message>
        <source>Leave the stored quotes out of the PDF (by default they are weighed for the service there, as on the desktop).</source>
        <translation>PDF 中不列已存报价（默认与桌面端一样，按本服务比较已存报价并列出）。</translation>
    </message>
    <message>
        <source>a served model's plan is read from a regular file, not a pipe</source>
        <translation>推理服务的规划文件须是普通文件，不能从管道读取</translation>
    </message>
    <message>
        <source>Wrote the plan file %1.</source>
        <translation>已写入规划文件 %1。</translation>
    </message>
    <message>
        <source>Plan the service a plan file (.gpuplan, from the desktop's Serving area or --write-plan) describes.</source>
        <translation>按规划文件（.gpuplan，由桌面端“推理服务”页或 --write-plan 保存）所述的推理服务做规划。</translation>
    </message>
    <message>
        <source>Write the serving question to a plan file that the desktop opens and --plan-file plans again.</source>
        <translation>把推理服务的需求写入规划文件，桌面端可打开，--plan-file 可再次规划。</translation>
    </message>
    <message>
        <source>give the service in the plan file or as options, not both (--%1)</source>
        <translation>推理服务的需求请在规划文件或选项中给出，不能两者都给（--%1）</translation>
    </message>
    <message>
        <source>%1, key "%2"</source>
        <translation>%1，键“%2”</translation>
    </message>
    <message>
        <source>How much the input lengths vary: their standard deviation as a percent of the mean (default 0: all alike, as benchmarks run); the percentile's TTFT is its long question's.</source>
        <translation>输入长度的波动：标准差占均值的百分比（默认 0：长度都相同，与基准测试一致）；分位数上的首 token 时延按该分位数的长问题计算。</translation>
    </message>
    <message>
        <source>Usage: gpuplan report checklist|quotes|plan [options] --pdf FILE | --xlsx FILE
  checklist --quote ID   a quote's contract and acceptance checklists, with signature lines
  quotes [--ids 1,2]     the quotes side by side, with a job's totals when one is given
  quotes --method serve  the quotes side by side, weighed for a service (its load and targets)
  plan PLAN-OPTIONS      the plan summary: workload, memory, configurations, cost over time
'gpuplan report checklist --help' and 'gpuplan report quotes --help' list the options; 'gpuplan plan --help' those of a plan.
</source>
        <translation>用法：gpuplan report checklist|quotes|plan [选项] --pdf 文件 | --xlsx 文件
  checklist --quote ID   一份报价的合同与验收清单，带签字栏
  quotes [--ids 1,2]     报价并排对比；给出任务时列出每份报价下的任务总费用
  quotes --method serve  报价并排对比，按推理服务（负载与时延目标）评估
  plan 规划选项          规划摘要：任务、显存、配置、随时间的费用
'gpuplan report checklist --help' 和 'gpuplan report quotes --help' 列出各自选项；'gpuplan plan --help' 列出规划的选项。
</translation>
    </message>
    <message>
        <source>The chosen quotes side by side for procurement, weighed for a service: each quote's replicas, servers used, a month to the buyer, cost per 1M output tokens and verdict beside its terms and the seeds' checks, and the recommendation.</source>
        <translation>所选报价并排对比，供采购使用，按推理服务评估：每份报价的副本数、使用的服务器台数、每月采购成本、每百万输出 token 成本和结论，与其条款和参考文章的检查并列，并给出推荐。</translation>
    </message>
    <message>
        <source>Usage: gpuplan report quotes --method serve --model NAME (--rate R | --users N | --concurrency C) [options] --pdf FILE | --xlsx FILE
</source>
        <translation>用法：gpuplan report quotes --method serve --model 名称 (--rate R | --users N | --concurrency C) [选项] --pdf 文件 | --xlsx 文件
</translation>
    </message>
    <message>
        <source>the one of published fine-tuning runs</source>
        <translation>按公开的微调训练得出</translation>
    </message>
    <message>
        <source>the one of published MoE training runs</source>
        <translation>按公开的 MoE 模型训练得出</translation>
    </message>
    <message>
        <source>Training software: megatron (Megatron-core, NeMo), fsdp (PyTorch FSDP, torchtitan), deepspeed (also Megatron-DeepSpeed, GPT-NeoX and the Megatron-LM of 2019–22), hf (Trainer, Accelerate), llama-factory (also XTuner), mindspeed or unknown (default: unknown; a dense model's steady-state estimate then takes the wider band).</source>
        <translation>训练软件：megatron（Megatron-core、NeMo）、fsdp（PyTorch FSDP、torchtitan）、deepspeed（含 Megatron-DeepSpeed、GPT-NeoX 及 2019–22 年的 Megatron-LM）、hf（Trainer、Accelerate）、llama-factory（含 XTuner）、mindspeed 或 unknown（默认 unknown；此时稠密模型的稳态估计采用较宽的区间）。</translation>
    </message>
    <message>
        <source>must be special (专票) or ordinary (普票)</source>
        <translation>须为 special（专票）或 ordinary（普票）</translation>
    </message>
    <message>
        <source>must be services (服务: renting servers) or goods (货物: buying them)</source>
        <translation>须为 services（服务：租用服务器）或 goods（货物：购买服务器）</translation>
    </message>
    <message>
        <source>Why it ended: %1</source>
        <translation>终止原因：%1</translation>
    </message>
    <message>
        <source>What can be done now: %1</source>
        <translation>当前可进行：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> Recorded: %1</source>
        <translation>已记录：%1</translation>
    </message>
    <message>
        <source>create: services (renting, the default) or goods (buying); sets the law's price weights.</source>
        <translation>create：services（服务：租用，默认）或 goods（货物：购买）；决定法定的价格分值范围。</translation>
    </message>
    <message>
        <source>award: why this vendor (a company purchase, unless it is first); cancel, fail: why.</source>
        <translation>award：定标理由（仅企业自行比价，且未选评审第一名时必填）；cancel、fail：原因。</translation>
    </message>
    <message>
        <source>Time a user reads and types between answers: 30, 30s or 30秒 (a bare number is seconds; default 30).</source>
        <translation>用户在两次回答之间阅读和输入的时间：30、30s 或 30秒（只写数字时按秒计；默认 30）。</translation>
    </message>
    <message>
        <source>Time to first token at most: 2s, 2秒 or 2000ms; a bare number is milliseconds (0 = no limit).</source>
        <translation>首 token 时延（TTFT）上限：2s、2秒 或 2000ms；只写数字时按毫秒计（0 = 不限）。</translation>
    </message>
    <message>
        <source>Time per output token at most: 50ms or 0.05s; a bare number is milliseconds (0 = no limit).</source>
        <translation>每 token 时延（TPOT）上限：50ms 或 0.05s；只写数字时按毫秒计（0 = 不限）。</translation>
    </message>
    <message>
        <source>Invited to purchase %1: %2</source>
        <translation>采购项目 %1 的受邀供应商：%2</translation>
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
        <translation>采购项目：从任务到审批通过的定标。
  create --name 名称 --plan-file 文件  为规划文件中的任务建立采购项目（--procurement、--vendors、--evaluation、--weights 及各项需求）
  list                 列出采购项目
  show ID              采购项目、各份报价与定标
  open ID | close ID   开始接收报价（采购方式允许多轮时，评审中可再开一轮）；截止并进入评审
  cancel ID [--reason 原因] | fail ID [--reason 原因]   取消；宣布废标/终止（实质性响应的报价不足，或所填原因）
  invite ID --vendors 名单   追加邀请供应商（草稿或接收报价中）
  offer ID 文件        供应商的报价文件（.xlsx、.xls 或 CSV），每行一份报价（--final：最后报价）
  clarify ID --vendor 供应商 --text 内容   在供应商报价旁记录澄清
  rounds ID --vendor 供应商   该供应商各轮报价及变化，附各轮的本任务采购成本
  evaluate ID          按评审方法评审各供应商的最新报价
  award ID --vendor 供应商 [--reason 理由]   向该供应商的最新报价定标
  approve ID           审批定标（须由经办人以外的人审批）
  history ID           采购项目的全部变更记录
  rfq ID --pdf 文件 --xlsx 文件   询价函及其报价模板
  report ID --pdf 文件 --xlsx 文件   比价审批单 / 评标报告</translation>
    </message>
    <message>
        <source>create, list, show, open, close, cancel, fail, invite, offer, clarify, rounds, evaluate, award, approve or history</source>
        <translation>create、list、show、open、close、cancel、fail、invite、offer、clarify、rounds、evaluate、award、approve 或 history</translation>
    </message>
    <message>
        <source>create, invite: the invited vendors, comma-separated (，、 too).</source>
        <translation>create、invite：受邀供应商，用逗号分隔（也可用，、）。</translation>
    </message>
    <message>
        <source>create: the buyer's contact for vendors (name, telephone, e-mail).</source>
        <translation>create：采购方联系人（姓名、电话、电子邮件）。</translation>
    </message>
    <message>
        <source>create: the time of day offers are due on the deadline, e.g. 17:00.</source>
        <translation>create：报价截止日当天的递交时刻，如 17:00。</translation>
    </message>
    <message>
        <source>create: how offers are submitted (an e-mail address, a portal, an address for sealed offers).</source>
        <translation>create：报价递交方式（电子邮件地址、采购平台，或密封报价的递交地址）。</translation>
    </message>
    <message>
        <source>create: offers stay valid at least this many days after the deadline.</source>
        <translation>create：报价有效期至少为截止日后的天数。</translation>
    </message>
    <message>
        <source>create: the day the rental starts.</source>
        <translation>create：租用起始日。</translation>
    </message>
    <message>
        <source>'%1' is not a whole number of days</source>
        <translation>“%1”不是整天数</translation>
    </message>
    <message>
        <source>Also write the question as a plan file (.gpuplan), as the desktop saves it: for --plan-file, or a purchase's job (tender create --plan-file).</source>
        <translation>同时把所问写成规划文件（.gpuplan，与桌面程序保存的相同）：供 --plan-file 使用，或作为采购项目的任务（tender create --plan-file）。</translation>
    </message>
    <message>
        <source>%1 were given; %2</source>
        <translation>同时给出了 %1；%2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>'%1' is not a purchase's id: a whole number from 1, as 'gpuplan tender list' shows it</source>
        <translation>“%1”不是采购项目编号：应为从 1 起的整数，见 'gpuplan tender list'</translation>
    </message>
    <message>
        <source>--%1 is an option of %2, not of %3; nothing was done</source>
        <translation>--%1 是 %2 的选项，不用于 %3；未做任何操作</translation>
    </message>
    <message>
        <source>Weights: bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ); default %1.</source>
        <translation>权重精度：bf16、fp16、fp8、int8 或 int4（AWQ/GPTQ）；默认 %1。</translation>
    </message>
    <message>
        <source>Input (prompt) tokens per request, mean (default %1).</source>
        <translation>每个请求的平均输入（提示词）token 数（默认 %1）。</translation>
    </message>
    <message>
        <source>Output tokens per request, mean (default %1).</source>
        <translation>每个请求的平均输出 token 数（默认 %1）。</translation>
    </message>
    <message>
        <source>Share of requests the targets hold for, %1–%2 (default %3).</source>
        <translation>时延目标所针对的分位数，%1–%2（默认 %3）。</translation>
    </message>
    <message>
        <source>Spare capacity over the peak, percent (default %1).</source>
        <translation>高峰之上预留的余量，百分比（默认 %1）。</translation>
    </message>
    <message>
        <source>At most this many GPUs in all (default %1).</source>
        <translation>总 GPU 数上限（默认 %1）。</translation>
    </message>
    <message>
        <source>The %1 GPUs split into replicas: %2 × %3 GPUs answered below, the split that keeps the targets with the most capacity.</source>
        <translation>%1 张卡拆分为副本：下面给出的是 %2 个副本 × 每副本 %3 张卡，即满足时延目标且容量最大的拆分方式。</translation>
    </message>
    <message>
        <source>replicas × GPUs</source>
        <translation>副本数 × 每副本卡数</translation>
    </message>
    <message>
        <source>within the targets, requests/s</source>
        <translation>满足时延目标的每秒请求数</translation>
    </message>
    <message>
        <source>output tokens/s at this load</source>
        <translation>此负载下每秒输出 token</translation>
    </message>
    <message>
        <source>TTFT / TPOT p%1 (ms)</source>
        <translation>P%1 首 token / 每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>overloaded</source>
        <translation>过载</translation>
    </message>
    <message>
        <source>within the targets</source>
        <translation>满足时延目标</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>未满足时延目标</translation>
    </message>
    <message>
        <source>at this load, per replica</source>
        <translation>在此负载下，每个副本</translation>
    </message>
    <message>
        <source>GPUs per replica (default: 1, 2, 4, 8 and 16 compared); as --gpus-per-replica.</source>
        <translation>每副本卡数（默认比较 1、2、4、8、16）；与 --gpus-per-replica 相同。</translation>
    </message>
    <message>
        <source>GPUs in all, split into replicas as a server is run (8 × 1, 4 × 2, 2 × 4, 1 × 8): the best split is answered and every split shown (default: one replica of the fewest GPUs that hold the model).</source>
        <translation>总卡数，按服务器的实际用法拆分为副本（8 × 1、4 × 2、2 × 4、1 × 8）：给出最佳拆分并列出每种拆分（默认：一个副本，用能装下模型的最少卡数）。</translation>
    </message>
    <message>
        <source>GPUs per replica, fixed (with --gpus in an estimate: a divisor of it).</source>
        <translation>固定每副本卡数（估算中与 --gpus 同用时须能整除总卡数）。</translation>
    </message>
    <message>
        <source>--gpus and --gpus-per-replica are the same in a plan; give one</source>
        <translation>在规划中 --gpus 与 --gpus-per-replica 含义相同；只给一个</translation>
    </message>
    <message>
        <source>a number of GPUs is a whole number</source>
        <translation>卡数必须是整数</translation>
    </message>
    <message>
        <source>--service, %1, key "%2"</source>
        <translation>--service，%1，键“%2”</translation>
    </message>
    <message>
        <source>script, check: the service of this serving plan file (plan --method serve --write-plan) instead of the hardware: the engine's launch and benchmark for one replica, and its result judged.</source>
        <translation>script、check：改为验收此推理服务规划文件（plan --method serve --write-plan）中的服务而非硬件：一个副本的引擎启动与基准测试命令，以及对其结果的评判。</translation>
    </message>
    <message>
        <source>the load's (not judged)</source>
        <translation>即负载本身（不评判）</translation>
    </message>
    <message>
        <source>FAILS the contract</source>
        <translation>不符合合同</translation>
    </message>
    <message>
        <source>FAILS: below the plan's band</source>
        <translation>不合格：低于规划的误差区间</translation>
    </message>
    <message>
        <source>kept, beyond the plan's band</source>
        <translation>符合合同，但超出规划的误差区间</translation>
    </message>
    <message>
        <source>kept, as planned</source>
        <translation>符合合同，达到规划</translation>
    </message>
    <message>
        <source>kept, below the plan (inside its band)</source>
        <translation>符合合同，低于规划（在误差区间内）</translation>
    </message>
    <message>
        <source>Service of quote %1 (%2): %3, %4 weights, %5; %6 input / %7 output tokens; one replica of %8 × %9 at %10.</source>
        <translation>报价 %1（%2）的推理服务：%3，%4 权重，%5；输入 %6 / 输出 %7 token；一个副本 %8 × %9，负载 %10。</translation>
    </message>
    <message>
        <source>%1 requests at once</source>
        <translation>并发 %1 个请求</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 请求/秒</translation>
    </message>
    <message>
        <source>Result: %1, %2 (%3): %4 answered, %5 failed.</source>
        <translation>结果：%1，%2（%3）：完成 %4 个请求，失败 %5 个。</translation>
    </message>
    <message>
        <source>The file holds %1 results; the last was read.</source>
        <translation>文件中有 %1 个结果，读取了最后一个。</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>plan (band)</source>
        <translation>规划（误差区间）</translation>
    </message>
    <message>
        <source>No measurements yet: 'gpuplan acceptance check --quote ID --service PLAN RESULT' keeps each judged serving benchmark as one.</source>
        <translation>还没有实测数据：“gpuplan acceptance check --quote ID --service PLAN RESULT”会把每次评判过的推理服务基准测试保存为一条实测数据。</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>tokens in/out</source>
        <translation>输入/输出 token</translation>
    </message>
    <message>
        <source>load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>TTFT ms (fit)</source>
        <translation>首 token 时延 毫秒（拟合值）</translation>
    </message>
    <message>
        <source>TPOT ms (fit)</source>
        <translation>每 token 时延 毫秒（拟合值）</translation>
    </message>
    <message>
        <source>used</source>
        <translation>用于校准</translation>
    </message>
    <message>
        <source>%1 at once</source>
        <translation>并发 %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>已搁置</translation>
    </message>
    <message>
        <source>list, import, use or ignore</source>
        <translation>list、import、use 或 ignore</translation>
    </message>
    <message>
        <source>import: the quote the replica was delivered under.</source>
        <translation>import：该副本交付所依据的报价。</translation>
    </message>
    <message>
        <source>import: the serving plan file the contract was for.</source>
        <translation>import：合同所对应的推理服务规划文件。</translation>
    </message>
    <message>
        <source>ignore: why it is set aside.</source>
        <translation>ignore：搁置的原因。</translation>
    </message>
    <message>
        <source>Usage: gpuplan measurements list|import|use|ignore [ID|RESULT] [options]
</source>
        <translation>用法：gpuplan measurements list|import|use|ignore [ID|RESULT] [选项]
</translation>
    </message>
    <message>
        <source>'%1' is not one of list, import, use, ignore</source>
        <translation>“%1”不是 list、import、use、ignore 之一</translation>
    </message>
    <message>
        <source>give the measurement's id, as 'gpuplan measurements list' shows it</source>
        <translation>请给出实测数据的编号（见“gpuplan measurements list”）</translation>
    </message>
    <message>
        <source>Measurement %1 is used for calibration.</source>
        <translation>实测数据 %1 已纳入校准。</translation>
    </message>
    <message>
        <source>Measurement %1 is set aside.</source>
        <translation>实测数据 %1 已搁置。</translation>
    </message>
    <message>
        <source>The published fit alone: your measurements ('gpuplan measurements') do not calibrate the figures.</source>
        <translation>只用公开数据拟合：不用您的实测数据（“gpuplan measurements”）校准。</translation>
    </message>
    <message>
        <source>Not kept as a measurement: the database %1 is read-only.</source>
        <translation>未保存为实测数据：数据库 %1 为只读。</translation>
    </message>
    <message>
        <source>Kept before as measurement %1 ('gpuplan measurements list').</source>
        <translation>此前已保存为实测数据 %1（“gpuplan measurements list”）。</translation>
    </message>
    <message>
        <source>Kept as measurement %1: later estimates for %2 with %3 are calibrated by it ('gpuplan measurements list').</source>
        <translation>已保存为实测数据 %1：此后对 %2（%3）的估算将按它校准（“gpuplan measurements list”）。</translation>
    </message>
    <message>
        <source>Kept as measurement %1 but set aside: TTFT %2 × and TPOT %3 × the published fit, far outside its band. If the run was right, take it in with 'gpuplan measurements use %1'.</source>
        <translation>已保存为实测数据 %1，但已搁置：首 token 时延为公开数据拟合的 %2 倍、每 token 时延为 %3 倍，远超其误差区间。如确认测试无误，请用“gpuplan measurements use %1”纳入校准。</translation>
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
        <translation>交付验收测试（文章[3]）。
  script --quote ID [--out FILE]   在每台交付的服务器上运行的只读 bash 脚本
  script --quote ID --service PLAN 在一个副本上实测推理服务规划文件中的服务：按合同的
                                   长度与负载启动推理引擎并运行其基准测试
  check --quote ID --service PLAN RESULT
                                   按规划的合同要求与预计数值评判一个副本的推理服务
                                   基准测试结果（vllm bench serve、sglang.bench_serving）
  check --quote ID REPORT          读取验收报告（或粘贴的命令输出；- 表示从标准输入读取），
                                   与报价核对，并把结论记录到其清单上
                                   （按服务器保存：报告中没有主机名时用 --host NAME 指定）
  service --quote ID --service PLAN 把规划的服务水平写入该报价的合同核对清单与交付验收清单
  reports --quote ID               该报价已导入的各服务器报告（最新在前）及验收结论
  withdraw --quote ID --report N   撤销一次导入：删除该报告，清单改按其余报告显示
check 的退出码：0 无不合格项（可能仍有未测项），1 有不合格项，2 输入有误（带 --service 时：结果不是合同规定的测试）。</translation>
    </message>
    <message>
        <source>'%1' is not one of script, check, service, reports, withdraw</source>
        <translation>“%1”不是 script、check、service、reports、withdraw 之一</translation>
    </message>
    <message numerus="yes">
        <source>Recorded on %n service item(s) of quote %1's acceptance checklist.</source>
        <translation>
            <numerusform>已记录到报价 %1 交付验收清单的 %n 个服务项上。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is read-only: nothing can be put on the checklists</source>
        <translation>%1 为只读：无法写入清单</translation>
    </message>
    <message>
        <source>The service is on quote %1's contract and acceptance checklists (%2 new item(s)); 'acceptance check --service' records the delivered replica on them.</source>
        <translation>服务水平已写入报价 %1 的合同核对清单与交付验收清单（新增 %2 项）；“acceptance check --service”会把交付副本的实测结论记录在这些项上。</translation>
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
        <translation>gpuplan — GPU 租用规划：大模型任务的显存、配置、时长与费用

用法：gpuplan 命令 [选项]

命令：
  gpus        列出 GPU 型号库
  models      列出模型预设
  estimate    估算单个配置的每卡显存、耗时并给出检查项
  plan        搜索所有能运行该任务的配置并排序
  cost        按各种租用方式计价；费用曲线与按使用时长的最便宜方式
  quotes      导入、列出和导出供应商报价
  checklist   报价的合同核对清单与交付验收清单
  acceptance  交付验收：生成服务器上运行的脚本，并核对其报告
  measurements  您自己的推理服务实测数据，及其对后续估算的校准
  contract    合同履约：合同、每月账单核对、停机记录与 SLA 赔偿
  report      PDF 与 Excel：报价的清单、报价并列对比
  tender      采购项目：各轮报价、评审、定标与审批
  db          检查数据库
  settings    查看或修改设置（每月小时数、地区、语言）

通用选项：--json（机器可读输出）、--lang zh|en、--database 路径。
“gpuplan 命令 --help”说明每个命令。退出码：0 完成，1 失败，2 输入有误。
</translation>
    </message>
    <message>
        <source>unknown command; use one of gpus, models, estimate, plan, cost, quotes, checklist, tender, acceptance, measurements, contract, report, db, settings</source>
        <translation>未知命令；可用命令：gpus、models、estimate、plan、cost、quotes、checklist、tender、acceptance、measurements、contract、report、db、settings</translation>
    </message>
    <message>
        <source>outages</source>
        <translation>停机次数</translation>
    </message>
    <message>
        <source>down (h:mm)</source>
        <translation>不可用时长（时:分）</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>availability</source>
        <translation>服务可用性</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>赔偿比例</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>赔偿金额</translation>
    </message>
    <message>
        <source>SLA credits for %1 (China time), per server: availability = (time in the month − time down) ÷ time in the month.</source>
        <translation>%1（北京时间）各服务器的 SLA 赔偿：服务可用性 =（当月总时长 − 不可用时长）÷ 当月总时长。</translation>
    </message>
    <message>
        <source>Schedule: %1%2</source>
        <translation>赔偿标准：%1%2</translation>
    </message>
    <message>
        <source> (an example: Alibaba Cloud's published SLA; give the contract's with --schedule and --cap)</source>
        <translation>（示例：阿里云公开的 SLA；请用 --schedule 和 --cap 给出合同约定的标准）</translation>
    </message>
    <message>
        <source>Fees %1, credit due %2.</source>
        <translation>当月费用 %1，应赔偿 %2。</translation>
    </message>
    <message>
        <source>The billing month, YYYY-MM.</source>
        <translation>结算月份，YYYY-MM。</translation>
    </message>
    <message>
        <source>The outages, a CSV file.</source>
        <translation>停机记录，CSV 文件。</translation>
    </message>
    <message>
        <source>The fee of one server for the month (else the quote's).</source>
        <translation>每台服务器的当月费用（不给出则取报价的）。</translation>
    </message>
    <message>
        <source>The contract's servers by name, comma-separated.</source>
        <translation>合同所含服务器的名称，以逗号分隔。</translation>
    </message>
    <message>
        <source>The credit at most this share of the month's fee, in percent.</source>
        <translation>赔偿上限：占当月费用的百分比。</translation>
    </message>
    <message>
        <source>give the month as YYYY-MM, e.g. 2026-11</source>
        <translation>请按 YYYY-MM 给出月份，例如 2026-11</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>give the fee of one server for the month, or a --quote that prices servers by the month</source>
        <translation>请给出每台服务器的当月费用，或给出按台按月计价的 --quote</translation>
    </message>
    <message>
        <source>name the contract's servers, or give --quote</source>
        <translation>请列出合同所含的服务器，或给出 --quote</translation>
    </message>
    <message>
        <source>give the model the result was run with</source>
        <translation>请给出该结果所用的模型</translation>
    </message>
    <message>
        <source>give the GPUs of one replica, 1 to 64</source>
        <translation>请给出一个副本的 GPU 数，1 到 64</translation>
    </message>
    <message>
        <source>use one of %1</source>
        <translation>请使用以下之一：%1</translation>
    </message>
    <message>
        <source>use vllm, sglang, tensorrt-llm or mindie</source>
        <translation>请使用 vllm、sglang、tensorrt-llm 或 mindie</translation>
    </message>
    <message>
        <source>give a positive number</source>
        <translation>请给出一个正数</translation>
    </message>
    <message>
        <source>the database cannot be written: nothing was kept</source>
        <translation>数据库无法写入：未保存任何数据</translation>
    </message>
    <message>
        <source>Kept as measurement %1: TTFT %2 ms against the fit's %3, TPOT %4 ms against %5 (p%6).</source>
        <translation>已保存为实测数据 %1：首 token 时延 %2 毫秒（拟合值 %3），每 token 时延 %4 毫秒（拟合值 %5），P%6。</translation>
    </message>
    <message>
        <source>Kept as measurement %1 but set aside, far outside the published band: TTFT %2 ms against the fit's %3, TPOT %4 ms against %5 (p%6); 'gpuplan measurements use %1' takes it in.</source>
        <translation>已保存为实测数据 %1，但远超公开误差区间而被搁置：首 token 时延 %2 毫秒（拟合值 %3），每 token 时延 %4 毫秒（拟合值 %5），P%6；“gpuplan measurements use %1”可将其纳入校准。</translation>
    </message>
    <message>
        <source>Your own measurements: each judged serving benchmark, kept with the published fit's estimate of the same run. Later estimates for the same GPU and engine are calibrated by them (estimate --no-calibration: the published fit alone).
  list                                        the measurements and the calibration they make
  import RESULT --quote ID --service PLAN     judge a benchmark's result and keep it (as acceptance check --service)
  import RESULT --gpu G --gpus N --model M    keep a result run outside a contract (lengths and load from the result, else --input/--output/--rate/--concurrency)
  use ID | ignore ID [--reason TEXT]           take a measurement into the calibration, or set it aside</source>
        <translation>您自己的实测数据：每次评判过的推理服务基准测试，连同公开数据拟合对同一测试的估算一起保存。此后对同一 GPU 与推理引擎的估算按这些数据校准（estimate --no-calibration：只用公开数据拟合）。
  list                                        列出实测数据及其形成的校准
  import RESULT --quote ID --service PLAN     评判基准测试结果并保存（同 acceptance check --service）
  import RESULT --gpu G --gpus N --model M    保存不依据合同运行的结果（长度与负载取自结果，否则用 --input/--output/--rate/--concurrency）
  use ID | ignore ID [--reason TEXT]           把一条实测数据纳入校准，或搁置</translation>
    </message>
    <message>
        <source>give the result file and either --quote ID --service PLAN, or --gpu, --gpus and --model</source>
        <translation>请给出结果文件，以及 --quote ID --service PLAN，或 --gpu、--gpus 和 --model</translation>
    </message>
    <message>
        <source>import without a contract: the GPU the result ran on.</source>
        <translation>不依据合同导入：结果所用的 GPU。</translation>
    </message>
    <message>
        <source>import: the GPUs of one replica (1).</source>
        <translation>import：一个副本的 GPU 数（1）。</translation>
    </message>
    <message>
        <source>import: the model.</source>
        <translation>import：模型。</translation>
    </message>
    <message>
        <source>import: the weights' precision (bf16).</source>
        <translation>import：权重精度（bf16）。</translation>
    </message>
    <message>
        <source>import: the engine (else the tool's).</source>
        <translation>import：推理引擎（不给出则按测试工具判断）。</translation>
    </message>
    <message>
        <source>import: input tokens, when the result does not say.</source>
        <translation>import：输入 token 数（结果中没有时）。</translation>
    </message>
    <message>
        <source>import: output tokens, when the result does not say.</source>
        <translation>import：输出 token 数（结果中没有时）。</translation>
    </message>
    <message>
        <source>import: the requests/s, when the result does not say.</source>
        <translation>import：请求速率（请求/秒，结果中没有时）。</translation>
    </message>
    <message>
        <source>import: the requests at once, when the result does not say.</source>
        <translation>import：并发数（结果中没有时）。</translation>
    </message>
    <message>
        <source>db roles sets up a team database: give its postgresql:// address with the administrator's login (a file has no roles; its permissions decide)</source>
        <translation>db roles 用于设置团队数据库：请用管理员的登录账号给出其 postgresql:// 地址（数据库文件没有角色，由文件权限决定谁能读写）</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) made; members log in with their own login and act by their group's rights.</source>
        <translation>
            <numerusform>已做 %n 项更改；成员各用自己的登录账号登录，按所属组的权限操作。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to change: the team was already set up so.</source>
        <translation>无需更改：团队已按此设置。</translation>
    </message>
    <message>
        <source>The database.
  check   integrity, foreign keys, schema version and row counts
  path    where the database is
  plans   the saved plans
  history who changed what of a quote (--quote ID) or of its checklists (--checklist ID), when; neither: saved plans, template items, GPU imports and copies
  copy    the whole database --from A --to B (files or postgresql:// addresses), all or nothing, verified table by table
  roles   a team database's roles for --buyers, --approvers and --viewers, and the approval made by the server (run with the administrator's login; again after an upgrade)</source>
        <translation>数据库。
  check   完整性、外键、结构版本和各表行数
  path    数据库所在位置
  plans   已保存的规划
  history 谁在何时修改了报价的什么（--quote ID）或其核对清单（--checklist ID）；都不给：已保存的规划、模板条目、GPU 导入和复制
  copy    整个数据库 --from A --to B（文件或 postgresql:// 地址），全部成功或全部不做，逐表核验
  roles   为团队数据库设置 --buyers（采购人员）、--approvers（审批人）和 --viewers（查看者）的角色，并由服务器执行审批（用管理员的登录账号运行；升级后再运行一次）</translation>
    </message>
    <message>
        <source>check, path, plans, history, copy or roles</source>
        <translation>check、path、plans、history、copy 或 roles</translation>
    </message>
    <message>
        <source>roles: logins that read and write (comma-separated).</source>
        <translation>roles：可读写的登录账号（逗号分隔）。</translation>
    </message>
    <message>
        <source>roles: logins that may also approve awards.</source>
        <translation>roles：还可审批定标的登录账号。</translation>
    </message>
    <message>
        <source>roles: logins that only read.</source>
        <translation>roles：只读的登录账号。</translation>
    </message>
    <message>
        <source>Usage: gpuplan db check|path|plans|history|copy|roles [--quote ID | --checklist ID] [--from A --to B] [--buyers A,B --approvers C --viewers D] [--database PATH] [--json]
</source>
        <translation>用法：gpuplan db check|path|plans|history|copy|roles [--quote ID | --checklist ID] [--from A --to B] [--buyers A,B --approvers C --viewers D] [--database PATH] [--json]
</translation>
    </message>
    <message>
        <source>'%1' is not one of check, path, plans, history, copy, roles</source>
        <translation>“%1”不是 check、path、plans、history、copy、roles 之一</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>推理引擎：%1。</translation>
    </message>
    <message>
        <source>vllm (default), sglang, tensorrt-llm or mindie, with its version after @ if you like (vllm@0.6, sglang@0.5.9; default: the current release). The figures use the constants of the version's generation; one without published rows is said and takes a wider band.</source>
        <translation>vllm（默认）、sglang、tensorrt-llm 或 mindie，可在 @ 后写版本（vllm@0.6、sglang@0.5.9；默认：当前版本）。数字采用该版本所属代际的常数；没有公开数据行的代际会注明，并采用更宽的区间。</translation>
    </message>
    <message>
        <source>A model that is not a preset: its Hugging Face config.json (dense, MoE and MLA models; the parameters are counted from the architecture).</source>
        <translation>预设之外的模型：给出其 Hugging Face config.json（稠密、MoE 和 MLA 模型均可；参数量按架构计算）。</translation>
    </message>
    <message>
        <source>give the model one way: a preset with --model or a config.json with --model-config</source>
        <translation>模型只能用一种方式给出：用 --model 指定预设，或用 --model-config 指定 config.json</translation>
    </message>
    <message>
        <source>'%1' cannot be read</source>
        <translation>无法读取“%1”</translation>
    </message>
    <message>
        <source>Speculative decoding: %1 draft token(s) a step, %2 tokens kept a step on average.</source>
        <translation>投机解码：每步草拟 %1 个 token，平均每步保留 %2 个 token。</translation>
    </message>
    <message>
        <source>Speculative decoding (MTP of DeepSeek and Qwen3-Next, EAGLE): tokens drafted per step, 1–8 (default 0: off).</source>
        <translation>投机解码（DeepSeek 与 Qwen3-Next 的 MTP、EAGLE）：每步草拟的 token 数，1–8（默认 0：关闭）。</translation>
    </message>
    <message>
        <source>With --speculative: the mean tokens a step keeps per sequence, the verified one included, above 1 and at most N + 1 (default for one MTP token: %1, DeepSeek-V3's 85–90 % acceptance of the second token).</source>
        <translation>与 --speculative 一起使用：每步每个序列平均保留的 token 数（含验证出的那个），大于 1 且不超过 N + 1（一个 MTP token 时默认 %1，依据 DeepSeek-V3 第二个 token 85–90% 的接受率）。</translation>
    </message>
    <message>
        <source>draft tokens are a whole number</source>
        <translation>草拟 token 数须为整数</translation>
    </message>
    <message>
        <source>give --acceptance with %1 draft tokens: the tokens a step keeps depend on the draft head and the data, and no default is published for more than one</source>
        <translation>草拟 %1 个 token 时请给出 --acceptance：每步保留的 token 数取决于草拟头和数据，多于一个时没有公开的默认值</translation>
    </message>
    <message numerus="yes">
        <source>Bill of contract %1 (%2) for %3, %4: %n line(s) matched.</source>
        <translation>
            <numerusform>合同 %1（%2）%3 账单 %4：已核对 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>accepted (China time)</source>
        <translation>验收合格时间（北京时间）</translation>
    </message>
    <message>
        <source>billable h</source>
        <translation>可计费小时</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>合同允许</translation>
    </message>
    <message>
        <source>billed</source>
        <translation>账单计费</translation>
    </message>
    <message>
        <source>fee due</source>
        <translation>应付费用</translation>
    </message>
    <message>
        <source>down h</source>
        <translation>不可用小时</translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>未验收合格</translation>
    </message>
    <message>
        <source>No differences: the bill asks what the contract allows.</source>
        <translation>无差异：账单金额与合同允许的一致。</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>clause</source>
        <translation>合同条款</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差异说明</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s):</source>
        <translation>
            <numerusform>%n 处差异：</numerusform>
        </translation>
    </message>
    <message>
        <source>Billed: %1 VAT excluded + VAT %2 = %3 (as the bill states).</source>
        <translation>账单计费：不含税 %1 + 税额 %2 = %3（按账单所列）。</translation>
    </message>
    <message>
        <source>Due under the contract: %1 VAT excluded; SLA credit −%2.</source>
        <translation>按合同应付：不含税 %1；SLA 赔偿 −%2。</translation>
    </message>
    <message>
        <source>Payable: %1 + VAT %2% %3 = %4. Disputed: %5.</source>
        <translation>应付：%1 + 税率 %2% 税额 %3 = %4。有异议金额：%5。</translation>
    </message>
    <message>
        <source>give the bill's file: gpuplan contract bill FILE --contract C --month YYYY-MM</source>
        <translation>请给出账单文件：gpuplan contract bill 文件 --contract 合同 --month YYYY-MM</translation>
    </message>
    <message>
        <source>give the bill's month as YYYY-MM, e.g. 2026-11</source>
        <translation>账单月份请写成 YYYY-MM，例如 2026-11</translation>
    </message>
    <message>
        <source>Kept as statement %1, prepared by %2; someone else approves it for payment: gpuplan contract approve --bill %1</source>
        <translation>已保存为对账单 %1，经办人 %2；须由另一人审批付款：gpuplan contract approve --bill %1</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>payable</source>
        <translation>应付</translation>
    </message>
    <message>
        <source>prepared by</source>
        <translation>经办人</translation>
    </message>
    <message>
        <source>approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未审批</translation>
    </message>
    <message>
        <source>Statements of contract %1:</source>
        <translation>合同 %1 的对账单：</translation>
    </message>
    <message>
        <source>give the statement's id, as 'gpuplan contract bills' shows it</source>
        <translation>请给出对账单编号（见 gpuplan contract bills）</translation>
    </message>
    <message>
        <source>Statement %1 approved for payment by %2.</source>
        <translation>对账单 %1 已由 %2 审批付款。</translation>
    </message>
    <message>
        <source>Contract %1 (id %2) with %3, %4: from %5 to %6 (%7 months).</source>
        <translation>合同 %1（编号 %2），供应商 %3，%4：%5 至 %6（%7 个月）。</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>VAT %1% included</source>
        <translation>含税（税率 %1%）</translation>
    </message>
    <message>
        <source>VAT %1% excluded</source>
        <translation>不含税（税率 %1%）</translation>
    </message>
    <message>
        <source>SLA: response %1 h, replacement %2 h; credits %3.</source>
        <translation>SLA：响应 %1 小时，硬件更换 %2 小时；赔偿标准：%3。</translation>
    </message>
    <message>
        <source>none agreed</source>
        <translation>未约定</translation>
    </message>
    <message>
        <source>Payment: %1</source>
        <translation>付款条件：%1</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>give the quote signed, by its id</source>
        <translation>请给出已签约报价的编号</translation>
    </message>
    <message>
        <source>give the first day of the term as YYYY-MM-DD</source>
        <translation>请给出租期首日，格式 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>give the term in months, e.g. 12</source>
        <translation>请给出租期月数，例如 12</translation>
    </message>
    <message>
        <source>No SLA credit schedule was given (--schedule): outages will earn no credit.</source>
        <translation>未给出 SLA 赔偿标准（--schedule）：停机不会计算赔偿。</translation>
    </message>
    <message>
        <source>No contracts yet: 'gpuplan contract create --quote ID --number N --start DATE --term MONTHS' makes one from the signed quote.</source>
        <translation>尚无合同：用 gpuplan contract create --quote 报价编号 --number 合同编号 --start 首日 --term 月数，由已签约的报价生成。</translation>
    </message>
    <message>
        <source>number</source>
        <translation>合同编号</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>start (China time)</source>
        <translation>开始（北京时间）</translation>
    </message>
    <message>
        <source>end</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>计入</translation>
    </message>
    <message>
        <source>cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <source>%n outage(s) on record for contract %1.</source>
        <translation>
            <numerusform>合同 %1 共有 %n 条停机记录。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outage(s) recorded for contract %1.</source>
        <translation>
            <numerusform>已为合同 %1 记录 %n 条停机记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>'%1' is not a time: write 2026-11-05 14:30 (China time)</source>
        <translation>“%1”不是时间：请写成 2026-11-05 14:30（北京时间）</translation>
    </message>
    <message>
        <source>%1 of contract %2: accepted %3 (China time).</source>
        <translation>合同 %2 的 %1：%3（北京时间）验收合格。</translation>
    </message>
    <message>
        <source>%1 of contract %2: not accepted yet.</source>
        <translation>合同 %2 的 %1：尚未验收合格。</translation>
    </message>
    <message>
        <source>create, list, show, status, server, outages, bill, bills, approve or credits</source>
        <translation>create、list、show、status、server、outages、bill、bills、approve 或 credits</translation>
    </message>
    <message>
        <source>The contract, by id or number.</source>
        <translation>合同，按编号或合同编号。</translation>
    </message>
    <message>
        <source>The signed quote (create), or the contract's quote (credits).</source>
        <translation>已签约的报价（create），或合同对应的报价（credits）。</translation>
    </message>
    <message>
        <source>The first day of the term, YYYY-MM-DD.</source>
        <translation>租期首日，YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>The payment terms, in words.</source>
        <translation>付款条件（文字）。</translation>
    </message>
    <message>
        <source>A server of the contract, by name.</source>
        <translation>合同中的服务器名称。</translation>
    </message>
    <message>
        <source>When its acceptance passed (China time).</source>
        <translation>验收合格的时间（北京时间）。</translation>
    </message>
    <message>
        <source>active or ended.</source>
        <translation>active（履约中）或 ended（已终止）。</translation>
    </message>
    <message>
        <source>Keep the bill's statement, prepared by you.</source>
        <translation>保存对账单，经办人为你。</translation>
    </message>
    <message>
        <source>Keep it although some rows were left out (as shown).</source>
        <translation>虽有行未能核对（如上所示），仍予保存。</translation>
    </message>
    <message>
        <source>A kept statement, by id ('contract bills').</source>
        <translation>已保存的对账单编号（见 contract bills）。</translation>
    </message>
    <message>
        <source>Write the statement as a workbook.</source>
        <translation>将对账单写成 Excel 工作簿。</translation>
    </message>
    <message>
        <source>Write the statement as a PDF in both languages.</source>
        <translation>将对账单写成中英双语 PDF。</translation>
    </message>
    <message>
        <source>The contract's credit tiers: availability below : credit, in percent (e.g. 99.9:20,99:30,95:50).</source>
        <translation>合同的赔偿标准：可用性低于：赔偿比例，均为百分数（例如 99.9:20,99:30,95:50）。</translation>
    </message>
    <message>
        <source>Usage: gpuplan contract ACTION [options]
</source>
        <translation>用法：gpuplan contract 操作 [选项]
</translation>
    </message>
    <message>
        <source>'%1' is not one of %2, credits</source>
        <translation>“%1”不是 %2、credits 之一</translation>
    </message>
    <message>
        <source>name the contract, by id or number</source>
        <translation>请指明合同（编号或合同编号）</translation>
    </message>
    <message>
        <source>SLA credit</source>
        <translation>SLA 赔偿</translation>
    </message>
    <message>
        <source>over the contract</source>
        <translation>超出合同金额</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>续约</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>market price</source>
        <translation>市场参考价</translation>
    </message>
    <message>
        <source>give a whole number</source>
        <translation>请给出整数</translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 ends on %2: %n day(s) left.</source>
        <translation>
            <numerusform>合同 %1 于 %2 到期：还剩 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <source>The same %1 GPUs for %2 more months (%3 h), VAT excluded; switching adds %4 day(s) of both running.</source>
        <translation>同样 %1 张 GPU 再租 %2 个月（%3 小时），均不含税；更换供应商另计新旧并行 %4 天的费用。</translation>
    </message>
    <message>
        <source>option</source>
        <translation>比较项</translation>
    </message>
    <message>
        <source>vendor or source</source>
        <translation>供应商或来源</translation>
    </message>
    <message>
        <source>price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>switching</source>
        <translation>更换成本</translation>
    </message>
    <message>
        <source>vs renewing</source>
        <translation>比续约节省</translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 ends on %2 (%n day(s) left): weigh the renewal with 'gpuplan contract renewal --contract %1'.</source>
        <translation>
            <numerusform>合同 %1 于 %2 到期（还剩 %n 天）：请用 gpuplan contract renewal --contract %1 进行续约评估。</numerusform>
        </translation>
    </message>
    <message>
        <source>The renewal term in months (default: the contract's).</source>
        <translation>续约租期月数（默认与原合同相同）。</translation>
    </message>
    <message>
        <source>Days of both running while moving to another vendor (3).</source>
        <translation>更换供应商时新旧并行的天数（默认 3）。</translation>
    </message>
    <message>
        <source>Warn this many days before the term ends (60).</source>
        <translation>租期结束前多少天提醒（默认 60）。</translation>
    </message>
    <message numerus="yes">
        <source>Contract %1 ends on %2: %n day(s) left. Weigh the renewal now.</source>
        <translation>
            <numerusform>合同 %1 于 %2 到期：还剩 %n 天。请现在进行续约评估。</numerusform>
        </translation>
    </message>
    <message>
        <source>contracts</source>
        <translation>合同数</translation>
    </message>
    <message>
        <source>statements (disputed)</source>
        <translation>对账单（有异议）</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>有异议金额</translation>
    </message>
    <message>
        <source>outages (h)</source>
        <translation>停机（小时）</translation>
    </message>
    <message>
        <source>SLA breaches</source>
        <translation>未达 SLA 的服务器月</translation>
    </message>
    <message>
        <source>acceptance failures</source>
        <translation>验收不合格报告</translation>
    </message>
    <message>
        <source>late servers (most days)</source>
        <translation>延迟交付服务器（最多延迟天数）</translation>
    </message>
    <message>
        <source>Each vendor's record after the signature (履约评价), from the contracts, statements, outages and delivery reports kept:</source>
        <translation>各供应商的履约评价，依据已保存的合同、对账单、停机记录和交付验收报告：</translation>
    </message>
    <message>
        <source>create: the job, as a plan file: a training or fine-tuning plan, or a serving plan (plan --method serve --write-plan).</source>
        <translation>create：采购所为的任务，即规划文件：训练或微调规划，或推理服务规划（plan --method serve --write-plan）。</translation>
    </message>
    <message>
        <source>create: the rental term vendors price, in months (1–120; default: as long as the job runs, a service 12).</source>
        <translation>create：供应商报价所按的租期，单位为月（1–120；默认：任务运行多久就租多久，推理服务为 12 个月）。</translation>
    </message>
    <message>
        <source>'%1' is not a whole number of months</source>
        <translation>“%1”不是整数月数</translation>
    </message>
    <message>
        <source>give the job the purchase is for: a plan file (.gpuplan) written by plan --write-plan (training or serving) or saved from the desktop (File → Save plan)</source>
        <translation>请给出采购所为的任务：由 plan --write-plan 写出的规划文件（.gpuplan，训练或推理服务），或在桌面程序中保存的规划（文件 → 保存规划）</translation>
    </message>
    <message>
        <source>a month (ex VAT)</source>
        <translation>每月费用（元，不含税）</translation>
    </message>
    <message>
        <source>per 1M output (CNY ex VAT)</source>
        <translation>每百万输出 token（元，不含税）</translation>
    </message>
    <message>
        <source>per 1M input (CNY ex VAT)</source>
        <translation>每百万输入 token（元，不含税）</translation>
    </message>
    <message>
        <source>Purchase %1: %2</source>
        <translation>采购项目 %1：%2</translation>
    </message>
    <message>
        <source>'%1' is not an action; use one of: %2</source>
        <translation>“%1”不是有效操作；可用：%2</translation>
    </message>
    <message>
        <source>%1 servers × %2 %3 at %4, billed %5; %6; minimum term %7.</source>
        <translation>服务器 %1 台 × 每台 %2 张 %3，单价 %4，计费粒度：%5；%6；最短租期 %7。</translation>
    </message>
    <message>
        <source>A health or acceptance report of a server in service that shows a GPU missing or a hardware Xid: one outage.</source>
        <translation>在用服务器的健康检查或验收报告，显示掉卡或硬件 Xid 错误：记为一次停机。</translation>
    </message>
    <message>
        <source>When it ended (China time).</source>
        <translation>停机的结束时间（北京时间）。</translation>
    </message>
    <message>
        <source>record score</source>
        <translation>履约评价得分</translation>
    </message>
    <message>
        <source>%1, record score %2 %: %3</source>
        <translation>%1，履约评价得分 %2%：%3</translation>
    </message>
    <message>
        <source>A purchase weighs the record score when its weights give the record a share (tender create --weights price,delivery,SLA,invoice,record).</source>
        <translation>采购项目在权值中为履约评价留出份额时，才计入该得分（tender create --weights 价格,交付,SLA,发票,履约评价）。</translation>
    </message>
    <message>
        <source>Record (%1)</source>
        <translation>履约评价（%1）</translation>
    </message>
    <message>
        <source>Record (履约评价) of %1: %2</source>
        <translation>%1的履约评价：%2</translation>
    </message>
    <message>
        <source>create: scoring weights for price, delivery, SLA and invoice, e.g. 60,15,15,10; a fifth weighs the vendor's record after earlier contracts (履约评价), e.g. 60,10,10,10,10.</source>
        <translation>create：价格、交付、SLA 与发票的评分权值，如 60,15,15,10；第五个数为供应商以往合同的履约评价权值，如 60,10,10,10,10。</translation>
    </message>
    <message>
        <source>give four numbers: price, delivery, SLA and invoice, e.g. 60,15,15,10, or five with the vendor's record (履约评价), e.g. 60,10,10,10,10</source>
        <translation>请给出四个数：价格、交付、SLA 与发票，如 60,15,15,10；或加上履约评价共五个数，如 60,10,10,10,10</translation>
    </message>
    <message>
        <source>Outage recorded for contract %1: %2, %3 – %4 (China time), %5.</source>
        <translation>已为合同 %1 记录停机：%2，%3 – %4（北京时间），%5。</translation>
    </message>
    <message>
        <source>When the outage began (China time).</source>
        <translation>停机开始时间（北京时间）。</translation>
    </message>
    <message>
        <source>What happened, for an outage entered by hand.</source>
        <translation>停机原因（手工记录时填写）。</translation>
    </message>
    <message>
        <source>The outage is not counted against the vendor (e.g. maintenance the contract allows).</source>
        <translation>该停机不计入供应商责任（如合同允许的维护）。</translation>
    </message>
    <message>
        <source>give the first day the amendment applies, YYYY-MM-01, e.g. 2027-01-01</source>
        <translation>请给出变更生效的第一天，格式 YYYY-MM-01，如 2027-01-01</translation>
    </message>
    <message>
        <source>give the whole term in months, e.g. 18</source>
        <translation>请给出自起租日起的完整租期（月），如 18</translation>
    </message>
    <message>
        <source>give the number of servers the contract holds, e.g. 4</source>
        <translation>请给出合同包含的服务器台数，如 4</translation>
    </message>
    <message>
        <source>Amendment %1 of contract %2, from %3: %4.</source>
        <translation>合同 %2 的补充协议 %1，自 %3 起：%4。</translation>
    </message>
    <message>
        <source>Bills from %1 on are matched against the new terms; earlier months against those then in force.</source>
        <translation>自 %1 起的账单按新条款核对；此前各月仍按当时有效的条款核对。</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>补充协议</translation>
    </message>
    <message>
        <source>from</source>
        <translation>生效</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>变更内容</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>recorded by</source>
        <translation>记录人</translation>
    </message>
    <message numerus="yes">
        <source>%n amendment(s) of contract %1.</source>
        <translation>
            <numerusform>合同 %1 共有 %n 份补充协议。</numerusform>
        </translation>
    </message>
    <message>
        <source>The contract's number as the parties wrote it (合同编号); amend: the amendment's (补充协议编号).</source>
        <translation>双方所写的合同编号；amend：补充协议编号。</translation>
    </message>
    <message>
        <source>amend: the first day the amendment applies, YYYY-MM-01.</source>
        <translation>amend：变更生效的第一天，YYYY-MM-01。</translation>
    </message>
    <message>
        <source>amend: the number of servers the contract holds from then on.</source>
        <translation>amend：自生效起合同包含的服务器台数。</translation>
    </message>
    <message>
        <source>amend: why the contract changes.</source>
        <translation>amend：变更原因。</translation>
    </message>
    <message>
        <source>The term in months (amend: the whole term from the start).</source>
        <translation>租期（月）（amend：自起租日起的完整租期）。</translation>
    </message>
    <message>
        <source>renewal: the price the vendor offers; amend: the new unit price; per the contract's unit.</source>
        <translation>renewal：供应商的续约报价；amend：新单价；均按合同的计价单位。</translation>
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
        <translation>合同履约。
  create --quote 报价编号 --number 合同编号 --start YYYY-MM-DD --term 月数 [--servers 列表] [--schedule 档位 --cap 百分比] [--payment 文字]
        由已签约的报价生成合同；服务器及其验收合格时间取自交付验收报告
  list | vendors | show --contract 合同 | status --contract 合同 --status active|ended
  server --contract 合同 --server 名称 [--accepted 时间]   命名服务器，或设定其验收合格时间
  outages --contract 合同 [--outages 文件]   从 CSV（服务器、开始、结束、原因、计入）记录停机，或列出停机记录
  outages --contract 合同 --report 文件 --from 时间 --until 时间 [--server 名称]
        由服务器的健康检查报告（掉卡、硬件 Xid）记录一次停机
  outages --contract 合同 --server 名称 --from 时间 --until 时间 --cause 文字 [--not-counted]
        手工记录一次停机
  bill 文件 --contract 合同 --month YYYY-MM [--outages 文件] [--record [--accept-shown]] [--xlsx 文件] [--pdf 文件]
        将供应商账单（.xlsx、.xls、CSV）与合同逐行核对，形成对账单
  bills --contract 合同 | approve --bill 编号   已保存的对账单；由另一人审批付款
  amend --contract 合同 --number 编号 --effective YYYY-MM-01 [--price 金额] [--term 月数] [--server-count 台数] [--payment 文字] [--schedule 档位 --cap 百分比] [--reason 文字]
        合同变更（补充协议），自某月 1 日起生效；amendments --contract 合同 列出全部变更
  renewal --contract 合同 [--months 月数] [--price 金额] [--migration-days 天数]
        续约评估：续约与已存报价、市场参考价（同型号、同卡数）比较
  credits --month YYYY-MM --outages 文件 (--quote 报价编号 | --fee 金额 --servers 列表)
        各服务器当月的服务可用性与应得的 SLA 赔偿</translation>
    </message>
    <message>
        <source>Amended by %1 from %2: %3.</source>
        <translation>自 %2 起按补充协议 %1 变更：%3。</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>'%1' is not a tier: write availability below : credit, in percent, e.g. 99.9:20,99:30,95:50</source>
        <translation>“%1”不是一档赔偿标准：请写“可用性低于 : 赔偿比例”，单位为百分比，例如 99.9:20,99:30,95:50</translation>
    </message>
    <message>
        <source>two tiers below %1</source>
        <translation>有两档都是低于 %1</translation>
    </message>
    <message>
        <source>give the credit tiers, e.g. 99.9:20,99:30,95:50</source>
        <translation>请给出分档赔偿标准，例如 99.9:20,99:30,95:50</translation>
    </message>
    <message>
        <source>'%1' is not a share of the month's fee: give a percent from 0 to 100</source>
        <translation>“%1”不是当月费用的比例：请给出 0 到 100 的百分比</translation>
    </message>
    <message>
        <source>%1; at most %2 of the month's fee</source>
        <translation>%1；最多为当月费用的 %2</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>带引号的字段没有结束</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>the file holds no outages: a header row (server, start, end, cause) and a row per outage</source>
        <translation>文件中没有停机记录：需要一行表头（服务器、开始、结束、原因），每次停机一行</translation>
    </message>
    <message>
        <source>the header row must name the columns server, start and end (服务器, 开始, 结束)</source>
        <translation>表头必须包含服务器、开始、结束三列（server, start, end）</translation>
    </message>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1，第 %2 行，“%3”列</translation>
    </message>
    <message>
        <source>the server is missing</source>
        <translation>缺少服务器</translation>
    </message>
    <message>
        <source>'%1' is not a time: write 2026-11-03 14:20 (China time) or ISO 8601</source>
        <translation>“%1”不是时间：请写 2026-11-03 14:20（北京时间）或 ISO 8601 格式</translation>
    </message>
    <message>
        <source>the outage ends before it starts</source>
        <translation>停机的结束时间早于开始时间</translation>
    </message>
    <message>
        <source>'%1' is not yes or no (是/否)</source>
        <translation>“%1”不是“是”或“否”（yes/no）</translation>
    </message>
    <message>
        <source>the outage of line %1 names %2, which the contract does not hold (%3)</source>
        <translation>第 %1 行的停机记录是 %2 的，而合同不含这台服务器（合同所含：%3）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>server-hours</source>
        <translation>台时</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>卡天</translation>
    </message>
    <message>
        <source>server-days</source>
        <translation>台天</translation>
    </message>
    <message>
        <source>GPU-weeks</source>
        <translation>卡周</translation>
    </message>
    <message>
        <source>server-weeks</source>
        <translation>台周</translation>
    </message>
    <message>
        <source>GPU-months</source>
        <translation>卡月</translation>
    </message>
    <message>
        <source>server-months</source>
        <translation>台月</translation>
    </message>
    <message>
        <source>GPU-years</source>
        <translation>卡年</translation>
    </message>
    <message>
        <source>server-years</source>
        <translation>台年</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>quantity and unit</comment>
        <extracomment>a quantity and its unit: 64 GPU-hours / 64 卡时</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>unit price %1</source>
        <translation>单价 %1</translation>
    </message>
    <message>
        <source>term and servers</source>
        <translation>租期与服务器台数</translation>
    </message>
    <message>
        <source>billing starts at acceptance</source>
        <translation>验收合格后起算计费</translation>
    </message>
    <message>
        <source>replacement within %1 h</source>
        <translation>%1 小时内更换硬件</translation>
    </message>
    <message>
        <source>billing granularity: %1</source>
        <translation>计费粒度：%1</translation>
    </message>
    <message>
        <source>minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>one-off fees</source>
        <translation>一次性费用</translation>
    </message>
    <message>
        <source>scope of the contract</source>
        <translation>合同范围</translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation>税率 %1</translation>
    </message>
    <message>
        <source>special VAT invoice</source>
        <translation>增值税专用发票</translation>
    </message>
    <message>
        <source>the bill's own figures</source>
        <translation>账单自身的数字</translation>
    </message>
    <message>
        <source>priced at %1, the contract's price is %2: %3 too much</source>
        <translation>单价 %1，合同单价 %2：多收 %3</translation>
    </message>
    <message>
        <source>%1 more than the month holds for %2: %3</source>
        <translation>%2 超出当月可用时长 %1：%3</translation>
    </message>
    <message>
        <source>%1 billed before %2 passed acceptance: %3</source>
        <translation>%2 验收合格之前计费 %1：%3</translation>
    </message>
    <message>
        <source>%1 billed while %2 was down beyond the %3 h the contract allows for a replacement: %4</source>
        <translation>%2 停机超出合同约定的 %3 小时更换时限，仍计费 %1：%4</translation>
    </message>
    <message>
        <source>%1 from %2's time rounded up %3 where the contract bills %4: %5</source>
        <translation>%2 的时长%3向上取整（合同%4计费），多计 %1：%5</translation>
    </message>
    <message>
        <source>a minimum-term charge while the term runs and its months are billed: %1</source>
        <translation>租期未满且各月已按用量计费，仍收取最短租期费用：%1</translation>
    </message>
    <message>
        <source>a one-off fee the contract does not hold, or holds once: %1</source>
        <translation>合同未约定的一次性费用，或重复收取：%1</translation>
    </message>
    <message>
        <source>"%1" is not priced by the contract: %2</source>
        <translation>“%1”不在合同计价范围内：%2</translation>
    </message>
    <message>
        <source>VAT at %1, the contract's rate is %2: %3 of VAT too much</source>
        <translation>按税率 %1 计税，合同税率为 %2：多计税额 %3</translation>
    </message>
    <message>
        <source>an ordinary invoice where the contract asks a special VAT invoice: input VAT of %1 cannot be deducted; ask for a special VAT invoice</source>
        <translation>合同约定开具增值税专用发票，账单为普通发票：进项税额 %1 无法抵扣；请要求开具专用发票</translation>
    </message>
    <message>
        <source>the bill states %1, its own figures give %2: %3</source>
        <translation>账单写 %1，按其自身数字计算为 %2：相差 %3</translation>
    </message>
    <message>
        <source>the line is of contract %1, not %2</source>
        <translation>该行属于合同 %1，而非 %2</translation>
    </message>
    <message>
        <source>the line is of %1, the bill matched is of %2</source>
        <translation>该行为 %1 的费用，本次核对的是 %2 的账单</translation>
    </message>
    <message>
        <source>the line is in %1, the contract in %2</source>
        <translation>该行币种为 %1，合同币种为 %2</translation>
    </message>
    <message>
        <source>the line names no server; the contract holds %1</source>
        <translation>该行未写服务器；合同中的服务器为 %1</translation>
    </message>
    <message>
        <source>the contract names no servers yet: name them with 'gpuplan contract server'</source>
        <translation>合同尚未命名服务器：请用 gpuplan contract server 命名</translation>
    </message>
    <message>
        <source>%1 is not a server of the contract (%2)</source>
        <translation>%1 不是本合同的服务器（%2）</translation>
    </message>
    <message>
        <source>%1 is outside the contract's term (%2 to %3)</source>
        <translation>%1 不在合同租期内（%2 至 %3）</translation>
    </message>
    <message>
        <source>give the bill's month as YYYY-MM</source>
        <translation>账单月份请写成 YYYY-MM</translation>
    </message>
    <message>
        <source>the workbook holds no worksheet</source>
        <translation>工作簿中没有工作表</translation>
    </message>
    <message>
        <source>%1, sheet %2, row %3, column %4</source>
        <translation>%1，工作表 %2，第 %3 行，%4 列</translation>
    </message>
    <message>
        <source>the cell cannot be read: %1</source>
        <translation>无法读取该单元格：%1</translation>
    </message>
    <message>
        <source>'%1' is not a month: write 2026-11 or 2026年11月</source>
        <translation>“%1”不是月份：请写成 2026-11 或 2026年11月</translation>
    </message>
    <message>
        <source>'%1' is not a currency: CNY, USD or EUR</source>
        <translation>“%1”不是币种：CNY、USD 或 EUR</translation>
    </message>
    <message>
        <source>'%1' is not an amount</source>
        <translation>“%1”不是金额</translation>
    </message>
    <message>
        <source>'%1' is not a quantity</source>
        <translation>“%1”不是数量</translation>
    </message>
    <message>
        <source>the quantity %1 is negative: a credit is a line of its own, with a negative amount</source>
        <translation>数量 %1 为负数：赔偿或抵扣请单列一行，金额写负数</translation>
    </message>
    <message>
        <source>'%1' is not a unit the program knows: GPU-hour (卡时), server-month (台/月), GPU-day (卡天) …</source>
        <translation>“%1”不是可识别的计价单位：卡时、台/月、卡天……</translation>
    </message>
    <message>
        <source>'%1' is not a unit price</source>
        <translation>“%1”不是单价</translation>
    </message>
    <message>
        <source>the amount is missing</source>
        <translation>缺少金额</translation>
    </message>
    <message>
        <source>a negative amount is a credit: mark its type 赔付 or credit</source>
        <translation>金额为负即为抵扣：请将费用类型写为“赔付”</translation>
    </message>
    <message>
        <source>'%1' is not a VAT rate: write 6% or 0.06</source>
        <translation>“%1”不是税率：请写成 6% 或 0.06</translation>
    </message>
    <message>
        <source>'%1' is not an invoice type: 专票 (special VAT invoice) or 普票 (ordinary invoice)</source>
        <translation>“%1”不是发票类型：专票（增值税专用发票）或普票（增值税普通发票）</translation>
    </message>
    <message>
        <source>a line of rent needs its quantity and unit (e.g. 5760 卡时)</source>
        <translation>租用费行须写明数量与单位（例如 5760 卡时）</translation>
    </message>
    <message>
        <source>no header row names the bill's columns: at least 金额 (amount) and 数量 (quantity), with 服务器, 单位, 单价, 税率, 税额, 价税合计 as the bill has them</source>
        <translation>找不到账单的表头行：至少需要“金额”和“数量”两列，另可有服务器、单位、单价、税率、税额、价税合计</translation>
    </message>
    <message>
        <source>the bill holds no lines under its header</source>
        <translation>账单表头下没有费用行</translation>
    </message>
    <message>
        <source>give the first day of the term, e.g. 2026-11-01</source>
        <translation>请给出租期首日，例如 2026-11-01</translation>
    </message>
    <message>
        <source>the term must be from 1 to 120 months</source>
        <translation>租期须为 1 至 120 个月</translation>
    </message>
    <message>
        <source>the contract must hold 1 to 10,000 servers</source>
        <translation>合同须包含 1 至 10,000 台服务器</translation>
    </message>
    <message>
        <source>a server holds 1 to 64 GPUs</source>
        <translation>每台服务器 1 至 64 张 GPU</translation>
    </message>
    <message>
        <source>a spot quote cannot become a contract: its servers may be reclaimed</source>
        <translation>竞价实例报价不能生成合同：其服务器可能被回收</translation>
    </message>
    <message>
        <source>response and replacement times must be from 0 to 720 hours</source>
        <translation>响应时间与硬件更换时间须为 0 至 720 小时</translation>
    </message>
    <message>
        <source>%1 servers are named, the contract holds %2</source>
        <translation>命名了 %1 台服务器，合同只有 %2 台</translation>
    </message>
    <message>
        <source>a server needs a name</source>
        <translation>服务器须有名称</translation>
    </message>
    <message>
        <source>the server %1 is named twice</source>
        <translation>服务器 %1 重复</translation>
    </message>
    <message>
        <source>give the contract's number as the parties wrote it (合同编号): the vendor's bills name it</source>
        <translation>请给出双方约定的合同编号：供应商账单会写明它</translation>
    </message>
    <message>
        <source>contracts are kept in a database: give --database</source>
        <translation>合同保存在数据库中：请给出 --database</translation>
    </message>
    <message>
        <source>the outage of line %1 names %2, which contract %3 does not hold (%4)</source>
        <translation>第 %1 行停机记录的服务器 %2 不属于合同 %3（%4）</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the bill could not be matched (listed above); nothing was kept. Correct the file, or keep the rows shown with --accept-shown</source>
        <translation>
            <numerusform>账单有 %n 行无法核对（见上）；未保存任何内容。请修正文件，或加 --accept-shown 保存所示各行</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no contract %1 ('gpuplan contract list' shows them)</source>
        <translation>没有合同 %1（gpuplan contract list 可列出全部合同）</translation>
    </message>
    <message>
        <source>contract %1's stored SLA '%2' cannot be read: %3</source>
        <translation>合同 %1 保存的 SLA“%2”无法读取：%3</translation>
    </message>
    <message>
        <source>contract %1 is already on record (id %2)</source>
        <translation>合同 %1 已存在（编号 %2）</translation>
    </message>
    <message>
        <source>give the server's name</source>
        <translation>请给出服务器名称</translation>
    </message>
    <message>
        <source>contract %1 holds %2 servers, all named (%3)</source>
        <translation>合同 %1 共 %2 台服务器，均已命名（%3）</translation>
    </message>
    <message>
        <source>the acceptance falls after the term ends (%1)</source>
        <translation>验收时间晚于租期结束（%1）</translation>
    </message>
    <message>
        <source>'%1' is not a contract status: active or ended</source>
        <translation>“%1”不是合同状态：active（履约中）或 ended（已终止）</translation>
    </message>
    <message>
        <source>the bill of %1 was approved for payment by %2; it is not replaced</source>
        <translation>%1 的对账单已由 %2 审批付款，不予替换</translation>
    </message>
    <message>
        <source>there is no bill %1 ('gpuplan contract bills' lists them)</source>
        <translation>没有对账单 %1（gpuplan contract bills 可列出）</translation>
    </message>
    <message>
        <source>the bill was approved for payment by %1 on %2</source>
        <translation>该对账单已由 %1 于 %2 审批付款</translation>
    </message>
    <message>
        <source>the bill was prepared by %1; someone else must approve it for payment (separation of duties)</source>
        <translation>该对账单的经办人是 %1；须由另一人审批付款（经办与审批分离）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1 第 %2 行</translation>
    </message>
    <message>
        <source>Switch to %1 (quote %2) or renegotiate: it saves %3 over %4 months after switching costs; renewing is cheaper at a price of %5 or less.</source>
        <translation>更换为%1（报价 %2）或重新议价：扣除更换成本后 %4 个月可节省 %3；续约单价不超过 %5，则续约更省。</translation>
    </message>
    <message>
        <source>Renew, or ask vendors for quotes first: no stored quote costs less than continuing (%1 over %2 months), but the market reference "%3" (%4) would cost %5.</source>
        <translation>可以续约，或先向供应商询价：已存报价均不低于续约（%2 个月 %1），但市场参考价“%3”（%4）仅需 %5。</translation>
    </message>
    <message>
        <source>Renew: continuing costs %1 over %2 months, less than any quote or market price on record.</source>
        <translation>建议续约：续约 %2 个月费用 %1，低于所有已存报价和市场参考价。</translation>
    </message>
    <message>
        <source>the renewal term must be 0 to 120 months, the migration 0 to 365 days</source>
        <translation>续约租期须为 0 至 120 个月，迁移天数须为 0 至 365 天</translation>
    </message>
    <message>
        <source>the renewal price must be above zero, in the contract's currency (%1)</source>
        <translation>续约单价须大于零，币种与合同相同（%1）</translation>
    </message>
    <message>
        <source> Switching also ties up a deposit of %1, paid up front and returned at the end of its term.</source>
        <translation>换供应商还须预付押金 %1，租期结束时退还。</translation>
    </message>
    <message>
        <source>no contract with this buyer on record: the whole weight</source>
        <translation>与本单位无合同记录：得满分</translation>
    </message>
    <message>
        <source>%1 of %2 monthly statements disputed</source>
        <translation>%2 份月度对账单中 %1 份有异议</translation>
    </message>
    <message>
        <source>no monthly statement kept</source>
        <translation>无已保存的月度对账单</translation>
    </message>
    <message>
        <source>%1 of %2 server-months with an SLA credit</source>
        <translation>%2 个服务器月中 %1 个有 SLA 赔偿</translation>
    </message>
    <message>
        <source>no server-month billed</source>
        <translation>无计费的服务器月</translation>
    </message>
    <message>
        <source>%1 of %2 delivery reports with a failed item</source>
        <translation>%2 份交付验收报告中 %1 份有不合格项</translation>
    </message>
    <message>
        <source>no delivery report</source>
        <translation>无交付验收报告</translation>
    </message>
    <message>
        <source>%1 of %2 servers accepted late</source>
        <translation>%2 台服务器中 %1 台验收延迟</translation>
    </message>
    <message>
        <source>no server accepted</source>
        <translation>无已验收的服务器</translation>
    </message>
    <message>
        <source>the report is of %1, which contract %2 does not hold (%3): name the server</source>
        <translation>该报告来自 %1，合同 %2 中没有这台服务器（合同中的服务器：%3）：请指明服务器</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>name the server that was down, one of %1</source>
        <translation>请指明停机的服务器，可选：%1</translation>
    </message>
    <message>
        <source>contract %1 holds no server %2 (it holds %3)</source>
        <translation>合同 %1 中没有服务器 %2（合同中的服务器：%3）</translation>
    </message>
    <message>
        <source>give when the outage began and ended, e.g. 2026-11-03 14:20 (China time)</source>
        <translation>请给出停机的开始与结束时间，如 2026-11-03 14:20（北京时间）</translation>
    </message>
    <message>
        <source>end</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>say what happened (the cause), e.g. GPU 3 fell off the bus, replaced</source>
        <translation>请说明停机原因，如：GPU 3 掉卡，已更换</translation>
    </message>
    <message>
        <source>cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>give the amendment's number as the parties wrote it, e.g. BC-2026-118-01</source>
        <translation>请给出双方所写的补充协议编号，如 BC-2026-118-01</translation>
    </message>
    <message>
        <source>amendment number</source>
        <translation>补充协议编号</translation>
    </message>
    <message>
        <source>an amendment takes effect on the first day of a month (bills are matched month by month), e.g. 2027-01-01</source>
        <translation>合同变更须自某月 1 日起生效（账单按月核对），如 2027-01-01</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>the amendment must take effect after the term starts (%1) and before it ends (%2)</source>
        <translation>变更须在租期开始（%1）之后、结束（%2）之前生效</translation>
    </message>
    <message>
        <source>the contract is priced in %1</source>
        <translation>合同以 %1 计价</translation>
    </message>
    <message>
        <source>unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>the amendment changes nothing: give a new unit price, term, number of servers, payment terms or SLA</source>
        <translation>该补充协议没有变更任何条款：请给出新的单价、租期、服务器台数、付款条件或 SLA</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>补充协议</translation>
    </message>
    <message>
        <source>a term of %1 months ends on %2, before the amendment takes effect</source>
        <translation>%1 个月的租期在 %2 结束，早于变更生效日</translation>
    </message>
    <message>
        <source>term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>unit price %1 → %2</source>
        <translation>单价 %1 → %2</translation>
    </message>
    <message>
        <source>term %1 → %2 months</source>
        <translation>租期 %1 → %2 个月</translation>
    </message>
    <message>
        <source>servers %1 → %2</source>
        <translation>服务器 %1 → %2 台</translation>
    </message>
    <message>
        <source>payment terms “%1” → “%2”</source>
        <translation>付款条件 “%1” → “%2”</translation>
    </message>
    <message>
        <source>SLA %1 → %2</source>
        <translation>SLA %1 → %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>the statement of %1 is kept, matched against the terms then in force: an amendment may take effect from %2 at the earliest</source>
        <translation>%1 的对账单已保存，按当时有效的条款核对：变更最早自 %2 起生效</translation>
    </message>
    <message>
        <source>amendment %1 of contract %2 is already on record</source>
        <translation>合同 %2 的补充协议 %1 已有记录</translation>
    </message>
    <message>
        <source>contract %1 was changed by someone else meanwhile: read it again and retry</source>
        <translation>合同 %1 已被他人修改：请重新读取后再试</translation>
    </message>
</context>
<context>
    <name>ContractFit</name>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>≤ %1 (quoted)</source>
        <translation>≤ %1（报价承诺）</translation>
    </message>
    <message>
        <source>≤ %1 quoted, short of the standard ≤ %2: settle it before signing</source>
        <translation>报价 ≤ %1，未达标准 ≤ %2：签约前须协商</translation>
    </message>
    <message>
        <source>≥ %1 GB (quoted %2 GB)</source>
        <translation>≥ %1 GB（报价 %2 GB）</translation>
    </message>
    <message>
        <source>≥ %1 (quoted %2 cores)</source>
        <translation>≥ %1（报价 %2 核）</translation>
    </message>
    <message>
        <source>≥ %1; the quote's %2 cores are fewer than one per GPU</source>
        <translation>≥ %1；报价的 %2 核少于每卡一核</translation>
    </message>
    <message>
        <source>not applicable: one server, no network between servers</source>
        <translation>不适用：仅一台服务器，无服务器间网络</translation>
    </message>
    <message>
        <source>%1 servers over Ethernet: no RDMA to test, and training across servers needs it</source>
        <translation>%1 台服务器经以太网互联：没有可测试的 RDMA，而跨服务器训练需要 RDMA</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>RDMA ≥ 100 Gb/s; the quote's %1 at %2 Gb/s falls short</source>
        <translation>RDMA ≥ 100 Gb/s；报价为%1 %2 Gb/s，不足</translation>
    </message>
    <message>
        <source>≥ 100 Gb/s (quoted %1, %2 Gb/s)</source>
        <translation>≥ 100 Gb/s（报价 %1，%2 Gb/s）</translation>
    </message>
    <message>
        <source>NVMe; the quote offers hard disks</source>
        <translation>NVMe；报价为机械硬盘</translation>
    </message>
    <message>
        <source>≥ %1 GB; the quote's %2 GB falls short: agree whether the job needs it</source>
        <translation>≥ %1 GB；报价的 %2 GB 不足：请与供应商确认本任务是否需要</translation>
    </message>
    <message>
        <source>≤ %1 (quoted; the purchase required ≤ %2)</source>
        <translation>≤ %1（报价所列；采购要求 ≤ %2）</translation>
    </message>
    <message>
        <source>not quoted; the purchase required ≤ %1</source>
        <translation>报价未写明；采购要求 ≤ %1</translation>
    </message>
    <message>
        <source>≤ %1 quoted, above the ≤ %2 the purchase required: settle it before signing</source>
        <translation>报价为 ≤ %1，超出采购要求的 ≤ %2：签约前须商定</translation>
    </message>
    <message>
        <source>The award's amount %1 incl. VAT (%2), VAT at %3 % on a %4, for this job as awarded in %5: %6</source>
        <translation>成交金额 %1（含税，%2），税率 %3%，开具%4；为 %5 定标的本任务：%6</translation>
    </message>
    <message>
        <source>%1 (required in %2)</source>
        <translation>%1（采购项目 %2 的要求）</translation>
    </message>
</context>
<context>
    <name>CostOverTime</name>
    <message>
        <source>buying needs a server price</source>
        <translation>自建需要服务器价格</translation>
    </message>
    <message>
        <source>%1 never beats %2, even with the GPUs busy all %3 hours of a month</source>
        <translation>即使 GPU 每月满负荷使用 %3 小时，%1也不比%2便宜</translation>
    </message>
    <message>
        <source>%1 beats %2 above %3 hours of use a month (%4% of the time)</source>
        <translation>每月使用超过 %3 小时（%4% 的时间）时，%1比%2便宜</translation>
    </message>
    <message>
        <source>the need must be between 0 and 1200 months</source>
        <translation>使用时长须在 0 至 1200 个月之间</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>%1 for a need of %n month(s)</source>
        <translation>
            <numerusform>使用 %n 个月时选%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2 months on</source>
        <translation>使用 %2 个月及以上选%1</translation>
    </message>
    <message>
        <source>%1 for needs of %2–%3 months</source>
        <translation>使用 %2–%3 个月选%1</translation>
    </message>
    <message>
        <source>Cheapest way to pay, by how long you need the GPUs: %1.</source>
        <translation>按使用时长，最便宜的租用方式：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>the horizon must be above zero and at most %1 months (100 years)</source>
        <translation>时间范围须大于零且不超过 %1 个月（100 年）</translation>
    </message>
    <message>
        <source>amortised ownership: %1 × %2 GPUs × %3 h</source>
        <translation>自建摊销：%1 × %2 卡 × %3 小时</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>For a need of %1, used %2% of the time, %3 is the cheapest guaranteed way to pay, at %4.</source>
        <translation>使用 %1、利用率 %2% 时，在资源有保障的租用方式（不含竞价实例）中，%3最便宜，为 %4。</translation>
    </message>
    <message>
        <source>The other terms: %1.</source>
        <translation>其他方式：%1。</translation>
    </message>
    <message>
        <source>Spot capacity would cost %1, but it is not guaranteed.</source>
        <translation>竞价实例为 %1，但可能被回收，资源无保障。</translation>
    </message>
    <message>
        <source>For a need of %1, only spot capacity is priced: %2, not guaranteed.</source>
        <translation>按使用%1计，只有竞价实例有价格：%2（可能被回收，资源无保障）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>buying the servers (cash outlay) %1</source>
        <translation>自建（购置现金支出）%1</translation>
    </message>
</context>
<context>
    <name>CostQuestion</name>
    <message>
        <source>at most %1 months (100 years)</source>
        <translation>最多 %1 个月（100 年）</translation>
    </message>
</context>
<context>
    <name>DataFile</name>
    <message>
        <source>%1 line %2, column %3 (%4)</source>
        <translation>%1 第 %2 行第 %3 列（%4）</translation>
    </message>
    <message>
        <source>expected the column '%1', found '%2'</source>
        <translation>应为“%1”列，实际为“%2”</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>应有 %1 个字段，实际 %2 个</translation>
    </message>
</context>
<context>
    <name>DataSources</name>
    <message>
        <source>GPU catalog</source>
        <translation>GPU 型号库</translation>
    </message>
    <message>
        <source>vendors' datasheets, one source per GPU</source>
        <translation>厂商产品规格书，每个 GPU 一条来源</translation>
    </message>
    <message>
        <source>Reference rental prices</source>
        <translation>参考租用价格</translation>
    </message>
    <message>
        <source>dated price points of rental platforms and clouds, by region</source>
        <translation>各地区租用平台与云厂商的公开价格，每条注明日期</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>indicative rates into CNY; check the central parity on the day you sign</source>
        <translation>折算人民币的参考汇率；签约当天请核对人民币汇率中间价</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>database error: %1</source>
        <translation>数据库错误：%1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file</source>
        <translation>%1 是目录，不是数据库文件</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a usable SQLite database: %2</source>
        <translation>%1 不是可用的 SQLite 数据库：%2</translation>
    </message>
    <message>
        <source>%1 has schema version %2, newer than this program's %3; update the program</source>
        <translation>%1 的结构版本为 %2，比本程序支持的 %3 更新；请升级程序</translation>
    </message>
    <message>
        <source>migration script missing</source>
        <translation>缺少迁移脚本</translation>
    </message>
    <message>
        <source>the database is in use by another program (locked) and did not become free within 10 seconds; try again when it has finished</source>
        <translation>数据库正被另一个程序使用（已锁定），10 秒内未释放；请待其完成后重试</translation>
    </message>
    <message>
        <source>database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>the database file is read-only; nothing was changed</source>
        <translation>数据库文件为只读；未做任何更改</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8 text; rename the file (two such names could otherwise open the same database)</source>
        <translation>文件名不是有效的 UTF-8 文本；请重命名文件（否则两个这样的文件名可能打开同一个数据库）</translation>
    </message>
    <message>
        <source>%1 is not a SQLite database (%2); nothing was changed</source>
        <translation>%1 不是 SQLite 数据库（%2）；未做任何更改</translation>
    </message>
    <message>
        <source>%1 is another program's SQLite database (it has tables, but not GPU Rental Planner's); it was not changed. Give a new file name or the planner's own database</source>
        <translation>%1 是其他程序的 SQLite 数据库（其中有数据表，但不是本程序的）；未做任何更改。请给出新文件名或本程序自己的数据库</translation>
    </message>
    <message>
        <source>%1 is read-only and needs an upgrade to schema %2 (it has %3); make it writable once</source>
        <translation>%1 为只读，需要升级到第 %2 版数据结构（当前为第 %3 版）；请先让它可写一次</translation>
    </message>
    <message>
        <source>the database %1 is read-only; nothing was changed</source>
        <translation>数据库 %1 为只读；未做任何更改</translation>
    </message>
    <message>
        <source>the database file name is empty; without one, the database in your data folder is used</source>
        <translation>数据库文件名为空；不指定时使用数据文件夹中的数据库</translation>
    </message>
    <message>
        <source>the database file is damaged (%1); nothing was changed. 'gpuplan db check' lists the damage; restore a backup, or give a new file with --database</source>
        <translation>数据库文件已损坏（%1）；未做任何更改。“gpuplan db check”列出损坏之处；请恢复备份，或用 --database 指定一个新文件</translation>
    </message>
    <message>
        <source>the database %1 is damaged: its schema version '%2' is not a version number; nothing was changed. Restore a backup, or give a new file with --database</source>
        <translation>数据库 %1 已损坏：其结构版本“%2”不是版本号；未做任何更改。请恢复备份，或用 --database 指定一个新文件</translation>
    </message>
    <message>
        <source>the database file %1 is damaged (%2); nothing was changed. 'gpuplan db check' lists the damage; restore a backup, or give a new file with --database</source>
        <translation>数据库文件 %1 已损坏（%2）；未做任何更改。“gpuplan db check”列出损坏之处；请恢复备份，或用 --database 指定一个新文件</translation>
    </message>
    <message>
        <source>upgrading the database to schema %1 failed, nothing of it was kept: %2</source>
        <translation>将数据库升级到第 %1 版数据结构失败，升级的改动均未保留：%2</translation>
    </message>
    <message>
        <source>cannot connect to the team database %1: %2</source>
        <translation>无法连接团队数据库 %1：%2</translation>
    </message>
    <message>
        <source>the team database %1 needs an upgrade to schema %2 (it has %3), which your role (a viewer) cannot make; ask a buyer to open it once</source>
        <translation>团队数据库 %1 需要升级到第 %2 版数据结构（当前为第 %3 版），而您的角色（只读查看者）无权升级；请让有写权限的采购人员先打开一次</translation>
    </message>
    <message>
        <source>your role on the team database %1 may read but not change it (a viewer); nothing was changed. Ask its administrator for a buyer's role</source>
        <translation>您在团队数据库 %1 中的角色只能查看、不能修改（只读查看者）；未做任何更改。如需修改，请向管理员申请采购人员角色</translation>
    </message>
    <message>
        <source>'%1' is not a database address; write postgresql://user@host:port/database (a Unix socket: postgresql://user@/database?host=/run/postgresql)</source>
        <translation>“%1”不是数据库地址；请写成 postgresql://用户@主机:端口/数据库（Unix 套接字：postgresql://用户@/数据库?host=/run/postgresql）</translation>
    </message>
    <message>
        <source>the address holds a password; leave it out, so that it is not kept in the settings or in the shell's history, and put it in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD</source>
        <translation>地址中含有密码；请去掉密码，以免它留在设置或命令历史中，改为写入 libpq 的密码文件 ~/.pgpass（每行：主机:端口:数据库:用户:密码，权限 0600）或环境变量 PGPASSWORD</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt is not installed (Debian: apt-get install libqt6sql6-psql); the local database works without it</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（Debian：apt-get install libqt6sql6-psql）；本地数据库不需要它</translation>
    </message>
    <message>
        <source>your role on the team database may read but not change it (a viewer); nothing was changed. Ask its administrator for a buyer's role</source>
        <translation>您在团队数据库中的角色只能查看、不能修改（只读查看者）；未做任何更改。如需修改，请向管理员申请采购人员角色</translation>
    </message>
    <message>
        <source>the connection to the team database was lost (%1); nothing of this change was kept</source>
        <translation>与团队数据库的连接已断开（%1）；本次更改均未保留</translation>
    </message>
    <message>
        <source>both databases must be at schema %1 (the source has %2, the target %3)</source>
        <translation>两个数据库都须为第 %1 版数据结构（源为第 %2 版，目标为第 %3 版）</translation>
    </message>
    <message>
        <source>%1 is not empty (its table %2 has rows); copy into a new file or an empty database, nothing was changed</source>
        <translation>%1 不是空库（其数据表 %2 中已有数据）；请复制到新文件或空数据库，未做任何更改</translation>
    </message>
    <message>
        <source>the copy of table %1 differs from the source (%2 rows, %3 copied); nothing was kept</source>
        <translation>数据表 %1 的副本与源不一致（源 %2 行，复制 %3 行）；复制的内容均未保留</translation>
    </message>
    <message>
        <source>the connection to the team database %1 was lost and cannot be made again yet (%2); trying again</source>
        <translation>与团队数据库 %1 的连接已断开，暂时无法重新连接（%2）；稍后会再试</translation>
    </message>
    <message>
        <source>connected to the team database %1 again, but cannot listen for the team's changes</source>
        <translation>已重新连接团队数据库 %1，但无法接收团队成员的更改通知</translation>
    </message>
    <message>
        <source>the team database %1 asks a password for %2, and none was found: put it in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD; the desktop can keep it in the system keyring</source>
        <translation>团队数据库 %1 要求用户 %2 提供密码，但未找到：请写入 libpq 的密码文件 ~/.pgpass（一行：主机:端口:数据库:用户:密码，权限 0600）或环境变量 PGPASSWORD；桌面程序也可将其保存在系统密钥环中</translation>
    </message>
    <message>
        <source>the team database %1 refused the password given for %2; nothing was kept</source>
        <translation>团队数据库 %1 拒绝了为用户 %2 提供的密码；未保存任何内容</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, pipe or socket); a database is a file: give its name, or a new one</source>
        <translation>%1 不是普通文件（而是设备、管道或套接字）；数据库是一个文件：请给出数据库文件名，或一个新文件名</translation>
    </message>
    <message>
        <source>the address's parameter '%1' is not one libpq takes (or its value holds a ';'), so the connection could not be made as asked; nothing was opened</source>
        <translation>地址中的参数“%1”不是 libpq 接受的参数（或其值含有“;”），无法按要求建立连接；未打开任何数据库</translation>
    </message>
    <message>
        <source>%1: no such database file (nothing was created); give the database to copy</source>
        <translation>%1：没有这个数据库文件（未创建任何文件）；请给出要复制的数据库</translation>
    </message>
    <message>
        <source>%1 holds no planner database; nothing to copy</source>
        <translation>%1 中没有本程序的数据库；没有可复制的内容</translation>
    </message>
    <message>
        <source>the team database %1 has schema %2, this program's is %3: a buyer opens it once with this program to upgrade it, then copy it</source>
        <translation>团队数据库 %1 的结构版本为 %2，本程序为 %3：请由采购人员（角色）用本程序打开一次以完成升级，然后再复制</translation>
    </message>
    <message>
        <source>%1 is not empty; copy into a new file or an empty database, nothing was changed</source>
        <translation>%1 不是空库；请复制到新文件或空数据库，未做任何更改</translation>
    </message>
    <message>
        <source>'%1' looks like a team database address but is not one: write postgresql://user@host:port/database (lower case, two slashes)</source>
        <translation>“%1”像是团队数据库地址，但格式不对：请写作 postgresql://用户@主机:端口/数据库（小写，两个斜杠）</translation>
    </message>
    <message>
        <source>upgrading the database to schema 14 found a row of %1 whose reference is broken; nothing was changed</source>
        <translation>将数据库升级到结构版本 14 时发现 %1 中有一行的引用已失效；未做任何修改</translation>
    </message>
    <message>
        <source>no reason given: the connection may have been closed</source>
        <translation>未给出原因：连接可能已关闭</translation>
    </message>
    <message>
        <source>the disk is full; nothing of this change was kept</source>
        <translation>磁盘已满；此次修改没有保留任何内容</translation>
    </message>
    <message>
        <source>the team database is at schema %1 and this program needs %2; only the tables' owner can upgrade it: ask its administrator to run 'gpuplan db roles' with this version. Nothing was changed</source>
        <translation>团队数据库的结构版本为 %1，本程序需要 %2；只有表的所有者能升级它：请其管理员用此版本运行“gpuplan db roles”。未做任何更改</translation>
    </message>
    <message>
        <source>the team database refused this change (%1); nothing was changed</source>
        <translation>团队数据库拒绝了此更改（%1）；未做任何更改</translation>
    </message>
</context>
<context>
    <name>Desktop</name>
    <message>
        <source>Plan files (.gpuplan) to open, quote CSV files to import or acceptance reports to check.</source>
        <translation>要打开的规划文件（.gpuplan）、要导入的报价 CSV 文件或要核对的验收报告。</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>empty: made from the date</source>
        <translation>留空：按日期生成</translation>
    </message>
    <message>
        <source>Chinese and English</source>
        <translation>中英文对照</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Customer or project</source>
        <translation>客户或项目</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>文件编号</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>Printed on the document's first page and in its file name; offered again next time.</source>
        <translation>印在文件首页并用于文件名；下次导出时会再次填入。</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>打开所在文件夹</translation>
    </message>
</context>
<context>
    <name>Docs</name>
    <message>
        <source>Language: zh or en.</source>
        <translation>界面语言：zh 或 en。</translation>
    </message>
    <message>
        <source>Save a screenshot of the window and quit.</source>
        <translation>保存窗口截图后退出。</translation>
    </message>
    <message>
        <source>Open on this area (0 plan, 1 quotes, 2 checklists, 3 GPU catalog, 4 quick estimate).</source>
        <translation>启动时打开的区域（0 规划，1 供应商报价，2 合同与验收清单，3 GPU 型号库，4 快速估算）。</translation>
    </message>
    <message>
        <source>GPU Rental Planner</source>
        <translation>GPU 租用规划</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>plan and quote GPU rentals: the desktop application</source>
        <translation>GPU 租用规划与报价对比：桌面程序</translation>
    </message>
    <message>
        <source>plan and quote GPU rentals from the command line</source>
        <translation>GPU 租用规划与报价对比：命令行程序</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>用法</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>The desktop application of GPU Rental Planner: the plan area (configurations, cost over time, the buyer's statements), the planning wizard, vendor quotes, contract and acceptance checklists, the GPU catalog and the quick estimate, in Chinese and English.</source>
        <translation>GPU 租用规划的桌面程序：规划区（配置、费用随时间变化、给采购方的结论）、规划向导、供应商报价、合同与验收清单、GPU 型号库和快速估算，界面有中文和英文。</translation>
    </message>
    <message>
        <source>FILE may be a saved plan (.gpuplan), which is opened; a quote CSV file, which is previewed for import into the quotes area; or an acceptance report written by the acceptance script, which is checked against a quote's contract on the checklists area. Nothing is written without the user's confirmation.</source>
        <translation>文件可以是已保存的规划文件（.gpuplan），程序将其打开；可以是报价 CSV 文件，程序在报价区预览后导入；也可以是验收脚本生成的验收报告，程序在清单区按报价的合同逐项核对。未经用户确认，不写入任何内容。</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本号。</translation>
    </message>
    <message>
        <source>The command line of GPU Rental Planner, over the same core as the desktop application: memory per GPU, the configurations that can run a job, their time and cost under every way of renting, vendor quotes, contract and acceptance checklists, and PDF and Excel reports. Every command takes --help, --json, --lang zh|en and --database PATH.</source>
        <translation>GPU 租用规划的命令行程序，与桌面程序使用同一核心：每卡显存、能运行任务的配置、各种租用方式下的时长与费用、供应商报价、合同与验收清单，以及 PDF 和 Excel 报告。每个命令都支持 --help、--json、--lang zh|en 和 --database 路径。</translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>GLOBAL OPTIONS</source>
        <translation>通用选项</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed (for acceptance check: a check failed)</source>
        <translation>失败（acceptance check：有不符合项）</translation>
    </message>
    <message>
        <source>bad input; the message names the option and what is allowed</source>
        <translation>输入有误；提示信息会指出是哪个选项以及允许的取值</translation>
    </message>
    <message>
        <source>EXAMPLES</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>The default database: quotes, checklists, saved plans, the user's GPU catalog.</source>
        <translation>默认数据库：报价、清单、已保存的规划和用户的 GPU 型号库。</translation>
    </message>
    <message>
        <source>The settings shared by the desktop application and the command line.</source>
        <translation>桌面程序与命令行共用的设置。</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>The language when none is set (zh_CN.* gives Chinese, anything else English).</source>
        <translation>未设置语言时据此选择（zh_CN.* 为中文，其他为英文）。</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>另见</translation>
    </message>
    <message>
        <source>The README in /usr/share/doc/gpu-rental-planner/ describes every figure's formula and source.</source>
        <translation>/usr/share/doc/gpu-rental-planner/ 中的 README 说明了每个数字的公式和来源。</translation>
    </message>
    <message>
        <source>Database: a SQLite file (default: the one used last) or a team database, postgresql://user@host:port/database.</source>
        <translation>数据库：SQLite 文件（默认为上次使用的文件）或团队数据库 postgresql://用户@主机:端口/数据库。</translation>
    </message>
</context>
<context>
    <name>EstimateModel</name>
    <message>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>%1 s (%2–%3 s)</source>
        <translation>%1 秒（%2–%3 秒）</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min (%2–%3 min)</source>
        <translation>%1 分钟（%2–%3 分钟）</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h (%2–%3 h)</source>
        <translation>%1 小时（%2–%3 小时）</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days (%2–%3 days)</source>
        <translation>%1 天（%2–%3 天）</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>a value is out of range: a work size ≥ 0, bands with low ≤ 1 ≤ high, a failure rate below 0.01 per GPU-hour, a hardware share from 0 to 1, factors from 0.2 to 5 (the whole-run factor at least 1)</source>
        <translation>有数值超出范围：规模须 ≥ 0，区间须满足 下限 ≤ 1 ≤ 上限，故障率须低于每卡时 0.01，硬件占比在 0 到 1 之间，各系数在 0.2 到 5 之间（整次训练系数至少为 1）</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>ExportControls</name>
    <message>
        <source>name at least one GPU id</source>
        <translation>请至少填写一个 GPU 编号</translation>
    </message>
    <message>
        <source>'%1' is not a date (YYYY-MM-DD)</source>
        <translation>“%1”不是日期（格式 YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>the rule (English and Chinese) and its source are required</source>
        <translation>规则（中英文）及其来源均须填写</translation>
    </message>
    <message>
        <source>%1 (since %2%3)</source>
        <translation>%1（自 %2 起%3）</translation>
    </message>
    <message>
        <source>; unverified</source>
        <translation>；未核实</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台 GPU 数</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Interleaved pipeline stages</source>
        <translation>交错流水线段数</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>NIC speed</source>
        <translation>网卡速率</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>每台网卡数</translation>
    </message>
    <message>
        <source>Maximum GPUs</source>
        <translation>GPU 数量上限</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>完成时限</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>Maximum servers</source>
        <translation>最多台数</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Rental term</source>
        <translation>租用方式</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数（epoch）</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Rental duration</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>Target throughput</source>
        <translation>目标吞吐量</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 中间维度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Saved plan name</source>
        <translation>保存的规划名称</translation>
    </message>
    <message>
        <source>Checklist template</source>
        <translation>清单模板</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>VAT rate</source>
        <translation>增值税税率</translation>
    </message>
    <message>
        <source>Server power</source>
        <translation>服务器功率</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Years of use</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>资金成本</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值率</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Chart horizon</source>
        <translation>图表时间跨度</translation>
    </message>
    <message>
        <source>Need</source>
        <translation>使用时长</translation>
    </message>
    <message>
        <source>Job hours</source>
        <translation>任务耗时（小时）</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>Quote ids</source>
        <translation>报价编号</translation>
    </message>
    <message>
        <source>GPUs without an offer in the region</source>
        <translation>本地区无已知供应的 GPU</translation>
    </message>
    <message>
        <source>Steady-state speed only</source>
        <translation>只按稳定运行速度估算</translation>
    </message>
    <message>
        <source>Offloading to host RAM</source>
        <translation>卸载到内存</translation>
    </message>
    <message>
        <source>Context-parallel degree</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <source>Expert-parallel degree</source>
        <translation>专家并行度</translation>
    </message>
    <message>
        <source>Training software</source>
        <translation>训练软件</translation>
    </message>
</context>
<context>
    <name>GpuCatalog</name>
    <message>
        <source>a value is required</source>
        <translation>必须填写</translation>
    </message>
    <message>
        <source>'%1' is not a non-negative number</source>
        <translation>“%1”不是非负数</translation>
    </message>
    <message>
        <source>'%1' is not one of SXM, PCIe, OAM, Module</source>
        <translation>“%1”不是 SXM、PCIe、OAM、Module 之一</translation>
    </message>
    <message>
        <source>'%1' is not one of entry, advanced, flagship</source>
        <translation>“%1”不是 entry、advanced、flagship 之一</translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation>必须在 0 到 1 之间</translation>
    </message>
    <message>
        <source>duplicate id '%1'</source>
        <translation>编号“%1”重复</translation>
    </message>
    <message>
        <source>the catalog holds no GPUs</source>
        <translation>型号库中没有 GPU</translation>
    </message>
    <message>
        <source>no GPU name given</source>
        <translation>没有给出 GPU 名称</translation>
    </message>
    <message>
        <source>'%1' matches several GPUs: %2; give one of these ids</source>
        <translation>“%1”对应多款 GPU：%2；请给出其中一个编号</translation>
    </message>
    <message>
        <source>'%1' is not a whole number from %2 to %3</source>
        <translation>'%1' 不是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>unknown GPU '%1'; give one of the GPU catalog's ids</source>
        <translation>未知 GPU“%1”；请填写 GPU 型号库中的编号</translation>
    </message>
    <message>
        <source>'%1' is not a date (2026-11 or 2026-11-30)</source>
        <translation>“%1”不是日期（如 2026-11 或 2026-11-30）</translation>
    </message>
    <message>
        <source>'%1' is already an alias of %2</source>
        <translation>“%1”已是 %2 的别名</translation>
    </message>
    <message>
        <source>the alias '%1' already names %2</source>
        <translation>别名“%1”已用于 %2</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 4,096 GB</source>
        <translation>须大于 0 且不超过 4,096 GB</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 100,000 GB/s</source>
        <translation>须大于 0 且不超过 100,000 GB/s</translation>
    </message>
    <message>
        <source>at most 100,000 TFLOPS (dense, per GPU)</source>
        <translation>不超过 100,000 TFLOPS（稠密算力，每卡）</translation>
    </message>
    <message>
        <source>at most 100,000 GB/s</source>
        <translation>不超过 100,000 GB/s</translation>
    </message>
    <message>
        <source>'%1' is not a whole number from %2 to %3 (0 or empty: not known)</source>
        <translation>“%1”不是 %2 到 %3 之间的整数（0 或留空：未知）</translation>
    </message>
</context>
<context>
    <name>GpuModel</name>
    <message>
        <source>entry (16–24 GB)</source>
        <translation>入门级（16–24 GB）</translation>
    </message>
    <message>
        <source>advanced (32–48 GB)</source>
        <translation>进阶级（32–48 GB）</translation>
    </message>
    <message>
        <source>flagship (≥80 GB)</source>
        <translation>旗舰级（≥80 GB）</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>入门级</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>进阶级</translation>
    </message>
    <message>
        <source>flagship</source>
        <translation>旗舰级</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>一手资料</translation>
    </message>
    <message>
        <source>secondary source</source>
        <translation>二手资料</translation>
    </message>
    <message>
        <source>press report</source>
        <translation>新闻报道</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>seed article</source>
        <translation>来源文章</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未核实</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>%1 (bandwidth-capped, %2 GB/s)</source>
        <translation>%1（带宽受限版，%2 GB/s）</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>item %1 (deleted)</source>
        <translation>核对项 %1（已删除）</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>evidence</source>
        <translation>核对依据</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>checklist item: field</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>when</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>what</source>
        <translation>修改内容</translation>
    </message>
    <message>
        <source>before</source>
        <translation>修改前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>修改后</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>created</source>
        <translation>已新建</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>copied from</source>
        <translation>复制自</translation>
    </message>
    <message>
        <source>saved plan %1: %2</source>
        <translation>已保存的规划 %1：%2</translation>
    </message>
    <message>
        <source>template item %1: %2</source>
        <translation>模板项 %1：%2</translation>
    </message>
    <message>
        <source>GPU catalog: %1</source>
        <translation>GPU 目录：%1</translation>
    </message>
    <message>
        <source>database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>quote entered</source>
        <translation>录入报价</translation>
    </message>
    <message>
        <source>quote deleted</source>
        <translation>删除报价</translation>
    </message>
    <message>
        <source>acceptance report withdrawn</source>
        <translation>撤回验收报告</translation>
    </message>
    <message>
        <source>acceptance report imported</source>
        <translation>导入验收报告</translation>
    </message>
    <message>
        <source>measurement kept</source>
        <translation>保存实测数据</translation>
    </message>
    <message>
        <source>measurement used for calibration (1) or set aside (0)</source>
        <translation>实测数据纳入校准（1）或搁置（0）</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>is a folder; give a file</source>
        <translation>这是一个文件夹；请给出文件</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>larger than %1 MB; nothing was read from it</source>
        <translation>超过 %1 MB；未读取其中任何内容</translation>
    </message>
    <message>
        <source>a pipe from which nothing arrived for %1 s; nothing was read from it</source>
        <translation>这是一个管道，%1 秒内没有收到任何数据；未读取任何内容</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>a pipe still sending after %1 minutes; nothing was read from it (write it to a file first)</source>
        <translation>这是一个管道，%1 分钟后仍在发送数据；未读取任何内容（请先把它写入文件）</translation>
    </message>
</context>
<context>
    <name>Links</name>
    <message>
        <source>PCIe %1.0 peer-to-peer</source>
        <translation>PCIe %1.0 点对点（P2P）</translation>
    </message>
    <message>
        <source>PCIe %1.0 through host memory (no peer-to-peer)</source>
        <translation>PCIe %1.0 经主机内存中转（无 P2P）</translation>
    </message>
    <message>
        <source>RDMA %1 × %2 Gb/s per server</source>
        <translation>RDMA 每台 %1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>Ethernet (TCP) %1 × %2 Gb/s per server</source>
        <translation>以太网（TCP）每台 %1 × %2 Gb/s</translation>
    </message>
</context>
<context>
    <name>Matcher</name>
    <message>
        <source>must be between 1 and 100000</source>
        <translation>必须在 1 到 100000 之间</translation>
    </message>
    <message>
        <source>the GPU count %1 exceeds the maximum of %2</source>
        <translation>GPU 数 %1 超过上限 %2</translation>
    </message>
    <message>
        <source>the deadline must be positive</source>
        <translation>完成时限必须大于零</translation>
    </message>
    <message>
        <source>; a %1 price: none found for %2</source>
        <translation>；%2 无价格数据，采用%1的价格</translation>
    </message>
    <message>
        <source>quote %1 from %2 (%3)</source>
        <translation>%2 的报价 %1（%3）</translation>
    </message>
    <message>
        <source>%1 server(s) of %2 × %3</source>
        <translation>%1 台 %2 × %3 服务器</translation>
    </message>
    <message>
        <source>no reference %1 price for %2 that meets the deadline</source>
        <translation>%2 没有能按期完成的%1参考价格</translation>
    </message>
    <message>
        <source>no reference price for %1 that meets the deadline</source>
        <translation>%1 没有能按期完成的参考价格</translation>
    </message>
    <message>
        <source>no stored quote offers %1%2</source>
        <translation>没有已存报价提供 %1%2</translation>
    </message>
    <message>
        <source> on %1 terms</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>no server shape gives %1 GPUs: a server holds 1, 2, 4 or 8 GPUs, several servers hold 4 or 8 each, and server counts double (1, 2, 4, …); try %2</source>
        <translation>没有服务器组合能凑成 %1 张 GPU：每台服务器装 1、2、4 或 8 张 GPU，多台服务器时每台 4 或 8 张，台数按 1、2、4…翻倍；请改用 %2</translation>
    </message>
    <message>
        <source>no parallel layout of the allowed GPUs suits %1: tensor parallelism must divide its %2 attention heads and stay inside a server</source>
        <translation>允许的 GPU 没有适合 %1 的并行布局：张量并行度须整除其 %2 个注意力头，且不跨服务器</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>source, date, verification</comment>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>none of the GPUs allowed has a known offer in %1 (a reference price of the region or a stored quote); include the GPUs without a known offer to plan with them</source>
        <translation>允许的 GPU 在%1均无已知供应（该地区的参考价格或已存报价）；如需用它们规划，请选择包含无已知供应的 GPU</translation>
    </message>
    <message>
        <source>no known offer of the %1 in %2: shown because GPUs without one were included; ask vendors whether they can deliver it</source>
        <translation>%1 在%2无已知供应：因选择了包含无已知供应的 GPU 而列出；请向供应商确认能否交付</translation>
    </message>
    <message>
        <source>reference prices, stored quotes</source>
        <translation>参考价格、已存报价</translation>
    </message>
    <message>
        <source>No configuration is priced, leaves %1% of GPU memory free and passes every check; the cheapest of the others is shown first.</source>
        <translation>没有同时满足有价格、显存余量不少于 %1%、通过全部检查的配置；先列出其余配置中最便宜的一个。</translation>
    </message>
    <message>
        <source>meets the deadline of %1 days</source>
        <translation>满足 %1 天的完成时限</translation>
    </message>
    <message>
        <source>stays within the budget of %1</source>
        <translation>不超出 %1 的预算</translation>
    </message>
    <message>
        <source>Recommended as the cheapest configuration with %1% of GPU memory free (at least %2% asked) and no failing check.</source>
        <translation>推荐理由：在显存余量达标且没有不通过检查项的配置中最便宜；显存余量 %1%（要求至少 %2%）。</translation>
    </message>
    <message>
        <source>Recommended as the cheapest configuration that %1, with %2% of GPU memory free (at least %3% asked) and no failing check.</source>
        <translation>推荐理由：在%1、显存余量达标且没有不通过检查项的配置中最便宜；显存余量 %2%（要求至少 %3%）。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source> Warnings: %1; see its checks.</source>
        <translation>另有 %1 项警告，详见其检查项。</translation>
    </message>
    <message>
        <source>at the slow end of its estimate (%1) it would miss the deadline of %2</source>
        <translation>按估算区间上限（最慢 %1）计，将超过 %2 的完成时限</translation>
    </message>
    <message>
        <source>at the slow end of its estimate it would cost %1, over the budget of %2</source>
        <translation>按估算区间上限计，费用为 %1，将超过 %2 的预算</translation>
    </message>
    <message>
        <source> At the slow end of its estimate (%1) it still does.</source>
        <translation>按估算区间上限（最慢 %1）计，仍能满足。</translation>
    </message>
    <message>
        <source> At the slow end of its estimate (%1) it would miss the deadline.</source>
        <translation>按估算区间上限（最慢 %1）计，将无法按期完成。</translation>
    </message>
    <message>
        <source> At the slow end of its estimate (%1) it would cost %2, over the budget.</source>
        <translation>按估算区间上限（最慢 %1）计，费用为 %2，将超出预算。</translation>
    </message>
    <message>
        <source>the calibration's band, fitted on published training runs (README, "How the figures are computed")</source>
        <translation>按公开训练记录校准的误差区间（见 README 的“How the figures are computed”一节）</translation>
    </message>
</context>
<context>
    <name>MeasurementStore</name>
    <message>
        <source>there is no measurement %1 ('gpuplan measurements list' shows them)</source>
        <translation>没有编号为 %1 的实测数据（见“gpuplan measurements list”）</translation>
    </message>
</context>
<context>
    <name>MemoryEstimator</name>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>(P − embeddings) × 4.127/8 B (NF4 + double-quantised constants) + embeddings × 2 B + adapters, divided by tp × pp (and by dp under ZeRO-3)</source>
        <translation>（P − 嵌入层）× 4.127/8 字节（NF4 及双重量化常数）+ 嵌入层 × 2 字节 + 适配器，再除以 tp × pp（ZeRO-3 下再除以 dp）</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §3</source>
        <translation>Dettmers 等 2023，QLoRA 第 3 节</translation>
    </message>
    <message>
        <source>P × bytes per weight (%1: %2 B; embeddings stay 16-bit when quantised), divided by tp × pp</source>
        <translation>P × 每个权重的字节数（%1：%2 字节；量化时嵌入层保留 16 位），再除以 tp × pp</translation>
    </message>
    <message>
        <source>storage formats; GPTQ/AWQ group size 128</source>
        <translation>存储格式；GPTQ/AWQ 分组大小 128</translation>
    </message>
    <message>
        <source>P × %1 B (+ LoRA adapters), divided by tp × pp (and by dp under ZeRO-3)</source>
        <translation>P × %1 字节（+ LoRA 适配器），再除以 tp × pp（ZeRO-3 下再除以 dp）</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3.1</source>
        <translation>Rajbhandari 等 2020，ZeRO 第 3.1 节</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>trainable parameters × %1 B, divided by tp × pp (and by dp from ZeRO-2)</source>
        <translation>可训练参数 × %1 字节，再除以 tp × pp（ZeRO-2 起再除以 dp）</translation>
    </message>
    <message>
        <source>trainable</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>trainable parameters × %1 B (%2), divided by tp × pp (and by dp from ZeRO-1)</source>
        <translation>可训练参数 × %1 字节（%2），再除以 tp × pp（ZeRO-1 起再除以 dp）</translation>
    </message>
    <message>
        <source>ZeRO §3.1 (Adam K = 12); Dettmers et al. 2022 (8-bit); Shazeer &amp; Stern 2018 (Adafactor)</source>
        <translation>ZeRO 第 3.1 节（Adam K = 12）；Dettmers 等 2022（8 位）；Shazeer 与 Stern 2018（Adafactor）</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>per layer s·b·h·(%1 + 5·a·s/h)/tp bytes (the score term vanishes with FlashAttention or selective recomputation; full recomputation keeps 2·s·b·h per layer), times the layers held, plus the output layer 4·s·b·v/tp</source>
        <translation>每层 s·b·h·(%1 + 5·a·s/h)/tp 字节（使用 FlashAttention 或选择性重计算时没有注意力分数项；完全重计算时每层只保留 2·s·b·h），乘以所保留的层数，再加输出层 4·s·b·v/tp</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation §4</source>
        <translation>Korthikanti 等 2022，《Reducing Activation Recomputation》第 4 节</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>2 · layers · kv_heads · head_dim · context · sequences · bytes, divided by tp × pp</source>
        <translation>2 · 层数 · KV 头数 · 头维度 · 上下文长度 · 序列数 · 字节数，再除以 tp × pp</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>transformer attention; MLA caches its 576-element latent instead</source>
        <translation>Transformer 注意力；MLA 改为缓存 576 维的潜向量</translation>
    </message>
    <message>
        <source>one prefill chunk's layer buffers plus FP32 logits</source>
        <translation>一个预填充分块的各层缓冲区，加上 FP32 logits</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>1 GiB (CUDA context, cuBLAS/NCCL workspaces) + 5% of the rest (allocator fragmentation)</source>
        <translation>1 GiB（CUDA 上下文、cuBLAS/NCCL 工作区）+ 其余部分的 5%（显存分配碎片）</translation>
    </message>
    <message>
        <source>planning reserve</source>
        <translation>经验取值（规划余量）</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 聚合层</translation>
    </message>
    <message>
        <source>largest layer</source>
        <translation>最大一层</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §5; PyTorch FSDP</source>
        <translation>Rajbhandari 等 2020，ZeRO §5；PyTorch FSDP</translation>
    </message>
    <message>
        <source>(2 × the largest layer's weights + its gradients) ÷ tp: the layer in use and the one prefetched, gathered in full (under expert parallelism, with the GPU's own experts only)</source>
        <translation>(2 × 最大一层的权重 + 其梯度) ÷ tp：正在计算的一层和预取的下一层，完整聚合（专家并行时只聚合本 GPU 上的专家）</translation>
    </message>
    <message>
        <source>heaviest pipeline stage %1 of %2 layers</source>
        <translation>最重的流水线段 %1 层（共 %2 层）</translation>
    </message>
</context>
<context>
    <name>ModelCatalog</name>
    <message>
        <source>the parameter count must be greater than zero</source>
        <translation>参数量必须大于零</translation>
    </message>
    <message>
        <source>active parameters must be greater than zero and at most the total</source>
        <translation>激活参数必须大于零且不超过总参数量</translation>
    </message>
    <message>
        <source>layers, hidden size, heads, KV heads, FFN size and vocabulary must all be positive</source>
        <translation>层数、隐藏维度、注意力头数、KV 头数、FFN 维度和词表大小都必须为正</translation>
    </message>
    <message>
        <source>attention heads (%1) must be a multiple of the KV heads (%2)</source>
        <translation>注意力头数（%1）必须是 KV 头数（%2）的整数倍</translation>
    </message>
    <message>
        <source>a mixture-of-experts model needs between 1 and its expert count of active experts</source>
        <translation>混合专家模型的激活专家数必须在 1 与专家总数之间</translation>
    </message>
    <message>
        <source>Custom %1 model</source>
        <translation>自定义 %1 模型</translation>
    </message>
    <message>
        <source>shape assumed from the parameter count</source>
        <translation>结构由参数量推定</translation>
    </message>
    <message>
        <source>Llama-shaped: %1 layers, hidden size %2, %3 heads of 128 (no grouped-query attention), gated FFN %4, vocabulary 32,000</source>
        <translation>按 Llama 结构推定：%1 层，隐藏维度 %2，%3 个 128 维注意力头（无分组查询注意力），门控 FFN %4，词表 32,000</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 1 to 10,000,000</source>
        <translation>%1 不是 1 到 10,000,000 之间的整数</translation>
    </message>
    <message>
        <source>a value is required for a custom architecture</source>
        <translation>自定义模型结构必须填写此项</translation>
    </message>
    <message>
        <source>the hidden size %1 must be a multiple of the %2 heads</source>
        <translation>隐藏维度 %1 必须是注意力头数 %2 的整数倍</translation>
    </message>
    <message>
        <source>this architecture has %1 parameters; a model between 1M and 100T is expected</source>
        <translation>该结构的参数量为 %1；模型参数量应在 1M 到 100T 之间</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>, %1 active per token (%2 experts, %3 used per token)</source>
        <translation>，每个 token 激活 %1（共 %2 个专家，每个 token 使用 %3 个）</translation>
    </message>
    <message>
        <source>; %1 layers, hidden size %2, %3 attention heads (%4 KV), FFN size %5, vocabulary %6.</source>
        <translation>；%1 层，隐藏维度 %2，%3 个注意力头（KV 头 %4 个），FFN 中间维度 %5，词表大小 %6。</translation>
    </message>
    <message>
        <source> Shape: %1.</source>
        <translation>结构：%1。</translation>
    </message>
    <message>
        <source> Source: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>the architecture as given, with a gated FFN and untied embeddings; the size follows from it</source>
        <translation>按给定值，门控 FFN，输入与输出嵌入不共享；参数量由结构算出</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1，参数量 %2</translation>
    </message>
    <message>
        <source>unknown model '%1'; choose one of the model presets, or give the model's size, such as 13B</source>
        <translation>未知模型“%1”；请选择预设模型，或给出模型规模，例如 13B</translation>
    </message>
    <message>
        <source>Custom model of %1 parameters</source>
        <translation>自定义模型（%1参数）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>model (size)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>the architecture as given, with a plain (non-gated) FFN and untied embeddings; the size follows from it</source>
        <translation>按给定值，普通（非门控）FFN，输入与输出嵌入不共享；参数量由结构算出</translation>
    </message>
    <message>
        <source>%1 is missing: a config.json of a decoder model has it</source>
        <translation>缺少 %1：解码器模型的 config.json 应包含此项</translation>
    </message>
    <message>
        <source>%1 is %2; a whole number from 1 to 100,000,000 is expected</source>
        <translation>%1 为 %2；应为 1 到 100,000,000 之间的整数</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <source>hidden_size %1 does not divide among %2 heads and no head_dim is given</source>
        <translation>hidden_size %1 不能被 %2 个注意力头整除，且未给出 head_dim</translation>
    </message>
    <message>
        <source>intermediate_size is missing: a dense model's FFN size is needed</source>
        <translation>缺少 intermediate_size：稠密模型需要 FFN 维度</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>没有模型</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>'%1' is not an amount of money</source>
        <translation>“%1”不是金额</translation>
    </message>
    <message>
        <source>'%1' is too large</source>
        <translation>“%1”太大</translation>
    </message>
    <message>
        <source>'%1' has more than two decimal places</source>
        <translation>“%1”的小数超过两位</translation>
    </message>
    <message>
        <source>unknown currency '%1'; use CNY, USD or EUR</source>
        <translation>未知币种“%1”；请用 CNY、USD 或 EUR</translation>
    </message>
    <message>
        <source>'%1' names no currency; add CNY, USD or EUR</source>
        <translation>“%1”没有注明币种；请加上 CNY、USD 或 EUR</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 第 %2 行</translation>
    </message>
    <message>
        <source>expected currency, to, rate, date, source</source>
        <translation>应为：币种、目标币种、汇率、日期、来源</translation>
    </message>
    <message>
        <source>malformed rate '%1'</source>
        <translation>汇率“%1”格式有误</translation>
    </message>
    <message>
        <source>'%1' is not a rate; write it as USD=7.10 (CNY for one unit)</source>
        <translation>“%1”不是汇率；请写成 USD=7.10（1 单位外币兑换的人民币元数）</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>由用户设置</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>the amount is beyond what the planner computes exactly (more than 90 trillion); check the price, the count and the duration</source>
        <translation>金额超出本程序能精确计算的范围（超过 90 万亿）；请检查单价、数量和时长</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>currency</comment>
        <translation>人民币</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>currency</comment>
        <translation>美元</translation>
    </message>
    <message>
        <source>EUR</source>
        <comment>currency</comment>
        <translation>欧元</translation>
    </message>
    <message>
        <source>no exchange rate from %1 to CNY is known; set one, e.g. %1=7.10</source>
        <translation>没有 %1 兑人民币的汇率；请设置，例如 %1=7.10</translation>
    </message>
</context>
<context>
    <name>MoneyAxis</name>
    <message>
        <source>10,000 CNY, VAT excluded</source>
        <translation>万元（不含税）</translation>
    </message>
    <message>
        <source>thousand CNY, VAT excluded</source>
        <translation>千元（不含税）</translation>
    </message>
    <message>
        <source>CNY, VAT excluded</source>
        <translation>元（不含税）</translation>
    </message>
</context>
<context>
    <name>PlanDocument</name>
    <message>
        <source>plan input change</source>
        <translation>规划输入的修改</translation>
    </message>
</context>
<context>
    <name>PlanService</name>
    <message>
        <source>pricing with stored quotes needs a database of quotes</source>
        <translation>按已存报价计价需要一个存有报价的数据库</translation>
    </message>
    <message>
        <source>an estimate is for one GPU model; a plan compares several</source>
        <translation>估算只针对一种 GPU 型号；规划才比较多种</translation>
    </message>
    <message>
        <source> (only quotes valid today are used)</source>
        <translation>（只使用今天仍有效的报价）</translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <source>a saved plan needs a name</source>
        <translation>保存规划需要名称</translation>
    </message>
    <message>
        <source>plan id</source>
        <translation>规划编号</translation>
    </message>
    <message>
        <source>there is no saved plan %1 in this database</source>
        <translation>此数据库中没有编号为 %1 的已存规划</translation>
    </message>
    <message>
        <source>a saved plan's name has at most 200 characters (this one has %1)</source>
        <translation>已保存规划的名称最多 200 个字符（此名称有 %1 个）</translation>
    </message>
    <message>
        <source>a saved plan's name is one line, without control characters</source>
        <translation>已保存规划的名称只能是一行，不含控制字符</translation>
    </message>
</context>
<context>
    <name>PlanSummary</name>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>source, date, verification</comment>
        <translation>%1（%2，%3）</translation>
    </message>
</context>
<context>
    <name>Planning</name>
    <message>
        <source>TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5 · recomputation %6</source>
        <translation>TP %1 · PP %2 · DP %3 · ZeRO %4 · 微批 %5 · 激活重计算：%6</translation>
    </message>
    <message>
        <source> · %1 interleaved stages</source>
        <translation> · 交错 %1 段</translation>
    </message>
    <message>
        <source>choose a GPU, e.g. h100 (see the GPU catalog)</source>
        <translation>请选择 GPU，如 h100（见 GPU 型号库）</translation>
    </message>
    <message>
        <source>at most 100000 GPUs</source>
        <translation>最多 100000 张 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs do not fill servers of %2 GPUs; give a multiple of %2</source>
        <translation>%1 张 GPU 无法装满每台 %2 卡的服务器；请填 %2 的倍数</translation>
    </message>
    <message>
        <source>parallel degrees must be at least 1</source>
        <translation>并行度至少为 1</translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</source>
        <translation>%1 张 GPU 无法切分为张量并行 %2 × 流水线并行 %3；GPU 数量必须是 %4 的倍数</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>ZeRO 阶段只能是 0、1、2 或 3</translation>
    </message>
    <message>
        <source>ZeRO shards training state; it has no meaning for inference</source>
        <translation>ZeRO 切分的是训练状态，对推理没有意义</translation>
    </message>
    <message>
        <source>between 1 and 64 interleaved stages</source>
        <translation>交错段数须在 1 至 64 之间</translation>
    </message>
    <message>
        <source>the parts of the layout you did not give were chosen by the planner: the fastest that fits</source>
        <translation>未指定的并行布局参数由规划器选择：显存够用的最快布局</translation>
    </message>
    <message>
        <source>chosen by the planner: the fastest layout that fits (least sharding among equals)</source>
        <translation>由规划器选择：显存容纳得下的最快布局（耗时相同时切分最少）</translation>
    </message>
    <message>
        <source>no layout fits; shown with the layout that needs the least memory</source>
        <translation>没有布局能容纳；按显存需求最小的布局显示</translation>
    </message>
    <message>
        <source>no parallel layout of %1 GPUs suits this model (tensor parallelism must divide the %2 attention heads and stay inside a server)</source>
        <translation>%1 张 GPU 没有适合该模型的并行布局（张量并行度须整除 %2 个注意力头，且不跨服务器）</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>按指定</translation>
    </message>
    <message>
        <source>Small-model fine-tuning and inference tests (up to 7B)</source>
        <translation>小模型微调与推理测试（7B 及以下）</translation>
    </message>
    <message>
        <source>13B–70B training or multimodal fine-tuning</source>
        <translation>13B–70B 模型训练或多模态微调</translation>
    </message>
    <message>
        <source>Pre-training of 100B and larger</source>
        <translation>千亿（100B）级以上大模型预训练</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Models of 7B and below run on one GPU: an entry or advanced card is enough; a multi-GPU cluster only wastes money. [seed 000]</source>
        <translation>7B 及以下的模型单卡就能搞定，选一张入门级或进阶级 GPU 就足够，没必要花钱上多卡集群。[1]</translation>
    </message>
    <message>
        <source>One GPU is not enough for 13B–70B: use 4–8 GPUs in parallel, and weigh the GPUs' compatibility and the bandwidth between them. [seed 000]</source>
        <translation>13B–70B 的模型单卡算力不够，要用 4–8 张卡并行，重点看 GPU 的兼容性和卡间通信效率。[1]</translation>
    </message>
    <message>
        <source>Full pre-training of 100B+ models needs a cluster of tens to hundreds of GPUs; the network, storage and the data centre's power matter as much as the GPU — plan the whole cluster. [seed 000]</source>
        <translation>千亿级以上大模型的全量预训练需要几十到上百张卡组成的算力集群，网络、存储和机房电力与 GPU 同样重要——要规划整体集群架构，而不只是选 GPU。[1]</translation>
    </message>
    <message>
        <source>give a preset model or a size between 1M and 100T parameters</source>
        <translation>请选择预设模型，或给出 1M 到 100T 之间的参数量</translation>
    </message>
    <message>
        <source>give both the dataset size and the epochs</source>
        <translation>数据集大小和轮数要同时给出</translation>
    </message>
    <message>
        <source>a deadline is between 0 (none) and 1,000,000 h</source>
        <translation>完成时限应在 0（不限）到 1,000,000 小时之间</translation>
    </message>
    <message>
        <source>a budget must be above zero</source>
        <translation>预算必须大于零</translation>
    </message>
    <message>
        <source>a plan is priced under a rent term, not buying</source>
        <translation>规划按租用方式计价，不能选自建</translation>
    </message>
    <message>
        <source>between 1 and 100,000 GPUs</source>
        <translation>应在 1 到 100,000 张卡之间</translation>
    </message>
    <message>
        <source>between 0 (no limit) and 10,000 servers</source>
        <translation>应在 0（不限）到 10,000 台之间</translation>
    </message>
    <message>
        <source>this is not a GPU Rental Planner plan (no "format": "gpuplan-plan")</source>
        <translation>这不是 GPU 租用规划的规划文件（缺少 "format": "gpuplan-plan"）</translation>
    </message>
    <message>
        <source>the plan was written by a newer version (format %1; this one reads %2)</source>
        <translation>该规划由更新的版本保存（格式 %1，本版本只能读取格式 %2）</translation>
    </message>
    <message>
        <source>'%1' is not a valid value</source>
        <translation>“%1”不是有效的值</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>give a model preset or a size</source>
        <translation>请给出预设模型或参数量</translation>
    </message>
    <message>
        <source>must be a list of GPU ids</source>
        <translation>应为 GPU 编号列表</translation>
    </message>
    <message>
        <source>the file is larger than 1 MB; a plan file is a few kilobytes</source>
        <translation>文件超过 1 MB，规划文件通常只有几 KB</translation>
    </message>
    <message>
        <source>not a plan file: %1 at byte %2</source>
        <translation>不是规划文件：第 %2 字节处%1</translation>
    </message>
    <message>
        <source>must be a list of quote ids</source>
        <translation>应为报价编号列表</translation>
    </message>
    <message>
        <source>the architecture must be an object of whole numbers</source>
        <translation>模型结构必须是由整数组成的对象</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 10,000,000</source>
        <translation>必须是 0 到 10,000,000 之间的整数</translation>
    </message>
    <message>
        <source>tensor parallel degree %1 does not divide the %2 attention heads of %3</source>
        <translation>张量并行度 %1 不能整除 %3 的 %2 个注意力头</translation>
    </message>
    <message>
        <source>activation recomputation applies to training, not to inference</source>
        <translation>激活重计算只用于训练，不用于推理</translation>
    </message>
    <message>
        <source>a LoRA rank needs the LoRA or QLoRA method</source>
        <translation>LoRA 秩只适用于 LoRA 或 QLoRA 微调</translation>
    </message>
    <message>
        <source>the layout must be an object of whole numbers</source>
        <translation>并行布局必须是由整数组成的对象</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>the reference prices hold no %1 offers; price the plan with the stored quotes, which can carry them</source>
        <translation>参考价格中没有%1报价；请改用已存报价为规划计价，报价可以载明这种计费方式</translation>
    </message>
    <message>
        <source>not a key of a plan file; the keys are %1</source>
        <translation>不是规划文件的键；可用的键有 %1</translation>
    </message>
    <message>
        <source>not a key of a plan file; did you mean "%1"?</source>
        <translation>不是规划文件的键；您是指“%1”吗？</translation>
    </message>
    <message>
        <source>'%1' is not a format version: a whole number from 1</source>
        <translation>“%1”不是格式版本：应为从 1 起的整数</translation>
    </message>
    <message>
        <source>"params" and "%1" contradict each other: give a preset or an architecture, or a size</source>
        <translation>“params”与“%1”相互矛盾：请给出预设模型或模型结构，或者参数量，只选其一</translation>
    </message>
    <message>
        <source>"quote_ids" chooses stored quotes, but "prices" is "reference" (or missing); set "prices" to "quotes" or "both"</source>
        <translation>“quote_ids”选用已存报价，但“prices”为“reference”（或未填写）；请把“prices”设为“quotes”或“both”</translation>
    </message>
    <message>
        <source>'%1' is not a region name</source>
        <translation>“%1”不是地区名称</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>not a plan file: it holds a JSON list or value, not an object with "format": "gpuplan-plan"</source>
        <translation>不是规划文件：其中是 JSON 列表或单个值，而不是含 "format": "gpuplan-plan" 的对象</translation>
    </message>
    <message>
        <source>%1, key "%2"</source>
        <translation>%1，键“%2”</translation>
    </message>
    <message>
        <source>must be "none", "optimizer" or "weights"</source>
        <translation>必须是 "none"、"optimizer" 或 "weights"</translation>
    </message>
    <message>
        <source>none, optimizer or weights</source>
        <translation>只能是 none、optimizer 或 weights</translation>
    </message>
    <message>
        <source>offloading moves the optimizer states of full training to host RAM; LoRA and inference have none worth moving</source>
        <translation>卸载是把全参数训练的优化器状态移到内存；LoRA 和推理没有值得移走的状态</translation>
    </message>
    <message>
        <source> · optimizer offloaded to host RAM</source>
        <translation> · 优化器状态卸载到内存</translation>
    </message>
    <message>
        <source> · optimizer and weights offloaded to host RAM</source>
        <translation> · 优化器状态和权重卸载到内存</translation>
    </message>
    <message>
        <source>between 1 and 64 context-parallel GPUs</source>
        <translation>上下文并行度须在 1 到 64 之间</translation>
    </message>
    <message>
        <source>context parallelism splits training sequences</source>
        <translation>上下文并行用于切分训练序列，不适用于推理</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens cannot be split into %2 equal parts</source>
        <translation>%1 token 的序列无法均分为 %2 份</translation>
    </message>
    <message>
        <source> · context parallel %1</source>
        <translation> · 上下文并行 %1</translation>
    </message>
    <message>
        <source>between 1 and 1,024 expert-parallel GPUs</source>
        <translation>专家并行度须在 1 到 1,024 之间</translation>
    </message>
    <message>
        <source>expert parallelism shards the experts of a mixture-of-experts model; %1 has none</source>
        <translation>专家并行用于切分混合专家（MoE）模型的专家；%1 没有专家</translation>
    </message>
    <message>
        <source>an expert-parallel degree divides the %1 experts of %2; %3 does not</source>
        <translation>专家并行度须能整除 %2 的 %1 个专家；%3 不能</translation>
    </message>
    <message>
        <source> · expert parallel %1</source>
        <translation> · 专家并行 %1</translation>
    </message>
    <message>
        <source> The optimizer states live in host RAM (ZeRO-Offload): %1 GB per server.</source>
        <translation>优化器状态放在内存中（ZeRO-Offload）：每台服务器 %1 GB。</translation>
    </message>
    <message>
        <source> The optimizer states and the weights live in host RAM (ZeRO-Infinity): %1 GB per server.</source>
        <translation>优化器状态和权重放在内存中（ZeRO-Infinity）：每台服务器 %1 GB。</translation>
    </message>
    <message>
        <source>Serving is sized by the memory for the weights and the KV cache of every concurrent request, and by the throughput users need; pay-per-use terms suit uneven load. [seed 000, seed 004]</source>
        <translation>推理服务的配置取决于权重和每个并发请求的 KV 缓存所需显存，以及用户需要的吞吐量；负载不均匀时按量计费更合适。[1][3]</translation>
    </message>
    <message>
        <source>a sequence of %1 tokens is unusually short (models train on 512–8,192); check the value</source>
        <translation>序列长度只有 %1 个 token，短得不寻常（模型训练通常用 512–8,192）；请核对</translation>
    </message>
    <message>
        <source>%1 tokens is a test run rather than a training job; check the value (e.g. 500M)</source>
        <translation>%1 个 token 只够试跑，不像一个训练任务；请核对（例如 500M）</translation>
    </message>
    <message>
        <source>the key "%1" is written twice in one object; keep one</source>
        <translation>键“%1”在同一对象中写了两次；请只保留一个</translation>
    </message>
    <message>
        <source>a training software stack applies to training, not to inference</source>
        <translation>训练软件只适用于训练，不适用于推理</translation>
    </message>
    <message>
        <source>must be true (gated, SwiGLU) or false (plain, GELU)</source>
        <translation>须为 true（门控，SwiGLU）或 false（普通，GELU）</translation>
    </message>
    <message>
        <source>%1 layers cannot be split into %2 pipeline stages × %3 interleaved chunks of at least one layer each</source>
        <translation>%1 层无法分成 %2 个流水线阶段 × %3 个交错块（每块至少一层）</translation>
    </message>
    <message>
        <source>"serving" must be an object: the serving question (model, load, targets …)</source>
        <translation>“serving”必须是对象：推理服务的需求（模型、负载、时延目标等）</translation>
    </message>
    <message>
        <source>"serving" is a served model's question, but "stage" is not "serving"</source>
        <translation>“serving”是推理服务的需求，但“stage”不是“serving”</translation>
    </message>
    <message>
        <source>a serving plan keeps its question under "serving"; "%1" belongs to a training plan</source>
        <translation>推理服务规划的需求都写在“serving”下；“%1”属于训练规划</translation>
    </message>
    <message>
        <source> · expert parallel %1 (folded across tensor parallel, whole experts per GPU)</source>
        <translation> · 专家并行 %1（跨张量并行折叠，每卡持有完整专家）</translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <source>per GPU-hour</source>
        <translation>/卡时</translation>
    </message>
    <message>
        <source>per server-hour</source>
        <translation>/台时</translation>
    </message>
    <message>
        <source>per GPU-day</source>
        <translation>/卡/天</translation>
    </message>
    <message>
        <source>per server-day</source>
        <translation>/台/天</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>/卡/月</translation>
    </message>
    <message>
        <source>per server-month</source>
        <translation>/台/月</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>/卡/年</translation>
    </message>
    <message>
        <source>per server-year</source>
        <translation>/台/年</translation>
    </message>
    <message>
        <source>hourly (pay as you go)</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>包日</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>yearly</source>
        <translation>包年</translation>
    </message>
    <message>
        <source>spot (pre-emptible)</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>buy (own servers)</source>
        <translation>自建（购买服务器）</translation>
    </message>
    <message>
        <source>the price must be greater than zero</source>
        <translation>价格必须大于零</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>增值税率必须不低于 0% 且低于 100%</translation>
    </message>
    <message>
        <source>a per-server price needs 1 to 64 GPUs per server</source>
        <translation>按台计价时，每台服务器须有 1 到 64 张 GPU</translation>
    </message>
    <message>
        <source>the setup fee must be in the price's currency</source>
        <translation>开通费必须与价格使用同一币种</translation>
    </message>
    <message>
        <source>the minimum term cannot be negative</source>
        <translation>最短租期不能为负</translation>
    </message>
    <message>
        <source>the spot discount must be between 0% and 100%</source>
        <translation>竞价优惠幅度必须在 0% 到 100% 之间</translation>
    </message>
    <message>
        <source>the interruption overhead must be between 0% and 500%</source>
        <translation>抢占带来的额外时间必须在 0% 到 500% 之间</translation>
    </message>
    <message>
        <source>a term discount must be between 0% and 100%</source>
        <translation>长租优惠必须在 0% 到 100% 之间</translation>
    </message>
    <message>
        <source>the job needs at least one GPU</source>
        <translation>任务至少需要一张 GPU</translation>
    </message>
    <message>
        <source>the job must run for more than zero hours</source>
        <translation>任务运行时间必须大于零</translation>
    </message>
    <message>
        <source> − %1% term discount</source>
        <translation> − %1% 长租优惠</translation>
    </message>
    <message>
        <source> + setup %1</source>
        <translation> + 开通费 %1</translation>
    </message>
    <message>
        <source>, ÷ %1 to remove VAT</source>
        <translation>，÷ %1 换算为不含税价</translation>
    </message>
    <message>
        <source>the setup fee cannot be negative</source>
        <translation>开通费不能为负</translation>
    </message>
    <message>
        <source>the deposit cannot be negative</source>
        <translation>押金不能为负</translation>
    </message>
    <message>
        <source>%1 hours is more than the planner prices (100 million hours)</source>
        <translation>%1 小时超出本程序的计价范围（1 亿小时）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount and price unit</comment>
        <extracomment>An amount and its unit; Chinese joins them without a space (¥68,000.00/台/月).</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>hourly</source>
        <comment>short term label</comment>
        <translation>按量</translation>
    </message>
    <message>
        <source>daily</source>
        <comment>short term label</comment>
        <translation>包日</translation>
    </message>
    <message>
        <source>monthly</source>
        <comment>short term label</comment>
        <translation>包月</translation>
    </message>
    <message>
        <source>yearly</source>
        <comment>short term label</comment>
        <translation>包年</translation>
    </message>
    <message>
        <source>spot</source>
        <comment>short term label</comment>
        <translation>竞价</translation>
    </message>
    <message>
        <source>buy</source>
        <comment>short term label</comment>
        <translation>自建</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <comment>billed periods</comment>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hours</source>
        <comment>billed periods</comment>
        <translation>%1 小时</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <comment>billed periods</comment>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 days</source>
        <comment>billed periods</comment>
        <translation>%1 天</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <comment>billed periods</comment>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 months</source>
        <comment>billed periods</comment>
        <translation>%1 个月</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <comment>billed periods</comment>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 years</source>
        <comment>billed periods</comment>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 × %2 × %3%4%5%6</source>
        <translation>%1 × %2 × %3%4%5%6</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <comment>billed units</comment>
        <translation>
            <numerusform>%n 台</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <comment>billed units</comment>
        <translation>
            <numerusform>%n 卡</numerusform>
        </translation>
    </message>
    <message>
        <source> (minimum term of %1 applied)</source>
        <translation>（按最短租期 %1 期计费）</translation>
    </message>
    <message>
        <source>per GPU-week</source>
        <translation>/卡/周</translation>
    </message>
    <message>
        <source>per server-week</source>
        <translation>/台/周</translation>
    </message>
    <message>
        <source>per second</source>
        <comment>billing</comment>
        <translation>按秒</translation>
    </message>
    <message>
        <source>per minute</source>
        <comment>billing</comment>
        <translation>按分钟</translation>
    </message>
    <message>
        <source>per hour</source>
        <comment>billing</comment>
        <translation>按小时</translation>
    </message>
    <message>
        <source>per day</source>
        <comment>billing</comment>
        <translation>按天</translation>
    </message>
    <message>
        <source>per week</source>
        <comment>billing</comment>
        <translation>按周</translation>
    </message>
    <message>
        <source>per month</source>
        <comment>billing</comment>
        <translation>按月</translation>
    </message>
    <message>
        <source>per year</source>
        <comment>billing</comment>
        <translation>按年</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>包周</translation>
    </message>
    <message>
        <source>savings plan (hourly commitment)</source>
        <translation>节省计划（按小时承诺消费）</translation>
    </message>
    <message>
        <source>weekly</source>
        <comment>short term label</comment>
        <translation>包周</translation>
    </message>
    <message>
        <source>savings plan</source>
        <comment>short term label</comment>
        <translation>节省计划</translation>
    </message>
    <message>
        <source>the spot protection period must be from 0 to 720 hours</source>
        <translation>竞价实例保护期须在 0 到 720 小时之间</translation>
    </message>
    <message>
        <source>the spot release notice must be from 0 to 1,440 minutes</source>
        <translation>竞价实例释放通知须在 0 到 1,440 分钟之间</translation>
    </message>
    <message>
        <source>a savings plan commits for 1 or 3 years</source>
        <translation>节省计划的承诺期为 1 年或 3 年</translation>
    </message>
    <message>
        <source>a savings plan does not apply to spot instances</source>
        <translation>节省计划不适用于竞价实例</translation>
    </message>
    <message>
        <source>the hourly commitment must be an amount of zero or more in the price's currency</source>
        <translation>每小时承诺金额须为不小于零的金额，币种与单价相同</translation>
    </message>
    <message>
        <source>an hourly commitment needs its term: 1 or 3 years</source>
        <translation>每小时承诺金额须注明承诺期：1 年或 3 年</translation>
    </message>
    <message>
        <source>run time + %1% for pre-emptions and restarts, as stated</source>
        <translation>运行时长另加 %1%，计入回收与重启（按所填比例）</translation>
    </message>
    <message>
        <source>the share of spot servers pre-empted in a month must be from 0% to below 100%</source>
        <translation>竞价实例每月被回收的服务器比例须不低于 0% 且低于 100%</translation>
    </message>
    <message numerus="yes">
        <source>on spot, %n server(s) are pre-empted more often than the work since the last checkpoint can be saved: the job would not finish</source>
        <translation>
            <numerusform>使用竞价实例时，%n 台服务器被回收过于频繁，来不及保存上一个检查点之后的进度，任务无法完成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pre-emptions expected (%2% of servers pre-empted a month × %n server(s); %3; %4), each costing %5 h of restart%6</source>
        <translation>
            <numerusform>预计被回收 %1 次（每月回收 %2% 的服务器 × %n 台；%3；%4），每次重启损失 %5 小时%6</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h protection after each start</source>
        <translation>每次启动后保护期 %1 小时</translation>
    </message>
    <message>
        <source>no protection period</source>
        <translation>无保护期</translation>
    </message>
    <message>
        <source>%1 min notice, a checkpoint is written first</source>
        <translation>提前 %1 分钟通知，回收前先保存检查点</translation>
    </message>
    <message>
        <source>no notice</source>
        <translation>无释放通知</translation>
    </message>
    <message>
        <source> and %1 h of work since the last checkpoint</source>
        <translation>，以及上一个检查点之后 %1 小时的进度</translation>
    </message>
    <message numerus="yes">
        <source>savings plan: %1 per hour committed × %2 h (%n year(s)), billed whether used or not</source>
        <translation>
            <numerusform>节省计划：每小时承诺 %1 × %2 小时（%n 年），无论是否使用均计费</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <comment>billed periods</comment>
        <translation>
            <numerusform>%n 周</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 weeks</source>
        <comment>billed periods</comment>
        <translation>%1 周</translation>
    </message>
    <message>
        <source>; on spot the run takes %1 h: %2</source>
        <translation>；使用竞价实例预计需运行 %1 小时：%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <comment>minimum term</comment>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <comment>minimum term</comment>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <comment>minimum term</comment>
        <translation>
            <numerusform>%n 周</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <comment>minimum term</comment>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <comment>minimum term</comment>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>显示命令行选项的帮助。</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>显示版本信息。</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message>
        <source>'%1' must be greater than zero</source>
        <translation>“%1”必须大于零</translation>
    </message>
    <message>
        <source>'%1' is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>%1 is outside the allowed range %2 to %3</source>
        <translation>%1 超出允许范围 %2 到 %3</translation>
    </message>
    <message>
        <source>'%1' is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>'%1' is too large (at most 10^18)</source>
        <translation>'%1' 太大（最多 10^18）</translation>
    </message>
    <message>
        <source>'%1' is too long (at most 100 million hours)</source>
        <translation>'%1' 太长（最多 1 亿小时）</translation>
    </message>
    <message>
        <source>'%1' is not a number; use digits with an optional K, M, B or T suffix (or 千, 万, 亿), e.g. 70B, 1T or 1亿</source>
        <translation>“%1”不是数字；请写数字，可带 K、M、B、T（或千、万、亿）后缀，如 70B、1T 或 1亿</translation>
    </message>
    <message>
        <source>'%1' is not a duration; write hours (500 or 500h), days (21d), weeks (3w), months (6mo) or years (1y), or in Chinese (500小时, 10天, 3周, 三周, 6个月, 1年)</source>
        <translation>“%1”不是时长；请写小时（500 或 500小时）、天（21天）、周（3周 或 三周）、月（6个月）或年（1年），也可写 500h、21d、3w、6mo、1y</translation>
    </message>
    <message>
        <source>from %1 to %2 ms</source>
        <translation>取值范围 %1 至 %2 毫秒</translation>
    </message>
    <message>
        <source>'%1' is not a time; write seconds (2, 2s, 2秒) or milliseconds (500ms, 500毫秒), %2</source>
        <translation>“%1”不是时间；请写秒（2、2s、2秒）或毫秒（500ms、500毫秒），%2</translation>
    </message>
    <message>
        <source>'%1' is not a time; write milliseconds (500, 500ms, 500毫秒) or seconds (2s, 2秒), %2</source>
        <translation>“%1”不是时间；请写毫秒（500、500ms、500毫秒）或秒（2s、2秒），%2</translation>
    </message>
    <message>
        <source>%1 is %2 ms; it must be %3</source>
        <translation>%1 即 %2 毫秒，超出允许范围：%3</translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>special VAT invoice</source>
        <translation>增值税专用发票</translation>
    </message>
    <message>
        <source>ordinary invoice</source>
        <translation>普通发票</translation>
    </message>
    <message>
        <source>invoice type not stated</source>
        <translation>发票类型未注明</translation>
    </message>
    <message>
        <source>VAT %1%</source>
        <translation>税率 %1%</translation>
    </message>
    <message>
        <source>VAT rate not stated</source>
        <translation>税率未注明</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>deducted per second</source>
        <translation>按秒扣费</translation>
    </message>
    <message>
        <source>deducted per minute</source>
        <translation>按分钟扣费</translation>
    </message>
    <message>
        <source>deducted per hour</source>
        <translation>按小时扣费</translation>
    </message>
    <message>
        <source>billed per day</source>
        <translation>按天计费</translation>
    </message>
    <message>
        <source>billed per week</source>
        <translation>按周计费</translation>
    </message>
    <message>
        <source>billed per month</source>
        <translation>按月计费</translation>
    </message>
    <message>
        <source>billed per year</source>
        <translation>按年计费</translation>
    </message>
    <message>
        <source>%1-year savings plan, billed whether used or not</source>
        <translation>%1 年期节省计划，无论是否使用均计费</translation>
    </message>
    <message>
        <source> (%1 an hour committed)</source>
        <translation>（每小时承诺 %1）</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>spot: protection %1, release notice %2</source>
        <translation>竞价实例：保护期 %1，释放通知 %2</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>billed while stopped</source>
        <translation>关机期间照常计费</translation>
    </message>
    <message>
        <source>not billed while stopped</source>
        <translation>关机期间不计费</translation>
    </message>
    <message>
        <source>GPUs kept while stopped</source>
        <translation>关机期间保留 GPU</translation>
    </message>
    <message>
        <source>GPUs released when stopped</source>
        <translation>关机后释放 GPU</translation>
    </message>
    <message>
        <source>delivery %1</source>
        <translation>交付日期 %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>exchange rate 1 %1 = %2 CNY</source>
        <translation>汇率：1 %1 = %2 元</translation>
    </message>
    <message>
        <source>exchange rate of %3: 1 %1 = %2 CNY</source>
        <translation>汇率：1 %1 = %2 元，%3</translation>
    </message>
    <message>
        <source> It is a spot quote: the provider may reclaim the servers at short notice; its cost includes the expected interruptions and restarts.</source>
        <translation>这是竞价实例的报价：供应商可能在短时间内回收服务器；其费用已计入预计的中断和重启。</translation>
    </message>
</context>
<context>
    <name>QuoteComparison</name>
    <message>
        <source>there are no quotes to compare</source>
        <translation>没有可对比的报价</translation>
    </message>
    <message>
        <source>%1 quotes are chosen; narrow them to %2 or fewer to compare them side by side on paper, or compare them in Excel</source>
        <translation>已选 %1 条报价；PDF 最多并排对比 %2 条，请减少所选报价，或在 Excel 中对比</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens</source>
        <translation>%1 · %2 · %3 token</translation>
    </message>
</context>
<context>
    <name>QuoteCsv</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1, column %2, value '%3': %4</source>
        <translation>第 %1 行，“%2”列，值“%3”：%4</translation>
    </message>
    <message>
        <source>not a date; write 2026-11-30, 2026/11/30, 2026年11月30日 or 30.11.2026 (day/month order with slashes is ambiguous)</source>
        <translation>不是日期；请写 2026-11-30、2026/11/30、2026年11月30日 或 30.11.2026（用斜杠的日/月顺序有歧义）</translation>
    </message>
    <message>
        <source>no such day</source>
        <translation>日期不存在</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>the file is empty; it needs a header line and at least one quote</source>
        <translation>文件是空的；需要一行表头和至少一条报价</translation>
    </message>
    <message>
        <source>the column '%1' appears twice</source>
        <translation>“%1”列出现了两次</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>line %1 (header)</source>
        <translation>第 %1 行（表头）</translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2</source>
        <translation>有 %1 个字段，而表头有 %2 列</translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation>必须填写</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>ends before the quote date</source>
        <translation>早于报价日期</translation>
    </message>
    <message>
        <source>must be nvme, ssd or hdd</source>
        <translation>必须是 nvme、ssd 或 hdd</translation>
    </message>
    <message>
        <source>must be ib, roce or ethernet</source>
        <translation>必须是 ib、roce 或 ethernet</translation>
    </message>
    <message>
        <source>unknown currency; use CNY, USD or EUR</source>
        <translation>未知币种；请用 CNY、USD 或 EUR</translation>
    </message>
    <message>
        <source>the price must be greater than zero</source>
        <translation>价格必须大于零</translation>
    </message>
    <message>
        <source>must be yes or no (是/否)</source>
        <translation>必须是 yes 或 no（是/否）</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>增值税率必须不低于 0% 且低于 100%</translation>
    </message>
    <message>
        <source>the price includes VAT: give the rate, e.g. 6</source>
        <translation>价格含税：请给出税率，例如 6</translation>
    </message>
    <message>
        <source>must be an amount of zero or more</source>
        <translation>必须是不小于零的金额</translation>
    </message>
    <message>
        <source>duplicate of line %1</source>
        <translation>与第 %1 行重复</translation>
    </message>
    <message>
        <source>a quoted field is never closed (a missing ")</source>
        <translation>引号内的字段没有结束（缺少 "）</translation>
    </message>
    <message>
        <source>the file has a header but no quotes</source>
        <translation>文件只有表头，没有报价</translation>
    </message>
    <message>
        <source>unknown column '%1'; did you mean '%2'?</source>
        <translation>未知的列 '%1'；是否应为 '%2'？</translation>
    </message>
    <message>
        <source>must be special (专票, 增值税专用发票) or ordinary (普票, 普通发票)</source>
        <translation>只能是 special（专票、增值税专用发票）或 ordinary（普票、普通发票）</translation>
    </message>
    <message>
        <source>the quote could not be written</source>
        <translation>无法写出该报价</translation>
    </message>
    <message>
        <source>'%1' is not a column; the columns are %2</source>
        <translation>“%1”不是列名；可用的列为 %2</translation>
    </message>
    <message>
        <source>the quote could not be read back</source>
        <translation>无法读回该报价</translation>
    </message>
    <message>
        <source>unknown column '%1'; a quote file needs the columns %2 (the quote template lists every column)</source>
        <translation>未知列“%1”；报价文件必须包含这些列：%2（报价模板列出了全部列）</translation>
    </message>
    <message>
        <source>required columns are missing: %1. The optional ones are listed in the quote template</source>
        <translation>缺少必填列：%1。可选列见报价模板</translation>
    </message>
    <message>
        <source>a savings plan commits for 1 or 3 years (0 or empty: none)</source>
        <translation>节省计划的承诺期为 1 年或 3 年（0 或留空：无）</translation>
    </message>
    <message>
        <source>an hourly commitment needs its term: give commitment_years (1 or 3)</source>
        <translation>每小时承诺金额须注明承诺期：请填写节省计划年限（1 或 3）</translation>
    </message>
    <message>
        <source>a savings plan does not apply to spot instances</source>
        <translation>节省计划不适用于竞价实例</translation>
    </message>
    <message>
        <source>must be yes or no (是/否); empty: not stated</source>
        <translation>须为 yes 或 no（是/否）；留空：未注明</translation>
    </message>
    <message>
        <source>must be one of gpu-hour, server-hour, gpu-day, server-day, gpu-week, server-week, gpu-month, server-month, gpu-year, server-year (or 卡时, 台周, 台月, ...)</source>
        <translation>须为 gpu-hour、server-hour、gpu-day、server-day、gpu-week、server-week、gpu-month、server-month、gpu-year、server-year 之一（或卡时、台周、台月……）</translation>
    </message>
    <message>
        <source>must be second, minute, hour, day, week, month or year (按秒, 按分钟, 按小时, …)</source>
        <translation>须为 second、minute、hour、day、week、month 或 year（按秒、按分钟、按小时……）</translation>
    </message>
    <message>
        <source>comes to less than ¥0.01 per GPU-hour; check the price and its unit</source>
        <translation>折算后每卡时不足 ¥0.01；请检查单价及计价单位</translation>
    </message>
    <message>
        <source>stored with the quote</source>
        <translation>随报价保存</translation>
    </message>
    <message>
        <source>contains a NUL character (\0), which a database cannot store; remove it</source>
        <translation>含有 NUL 字符（\0），数据库无法保存；请删除它</translation>
    </message>
    <message>
        <source>has %1 characters; this column holds at most %2</source>
        <translation>有 %1 个字符；此列最多 %2 个字符</translation>
    </message>
    <message>
        <source>is before the quote date (%1)</source>
        <translation>早于报价日期（%1）</translation>
    </message>
    <message>
        <source>is more than two years after the quote date (%1): not a delivery a quote can promise</source>
        <translation>比报价日期（%1）晚两年以上：不是报价能够承诺的交付日期</translation>
    </message>
    <message>
        <source>applies to spot instances only (spot = yes)</source>
        <translation>仅适用于竞价实例（spot = 是）</translation>
    </message>
    <message>
        <source>a spot instance can be reclaimed at any time: a minimum term longer than a week is not a spot term</source>
        <translation>竞价实例随时可能被收回：超过一周的最短租期不是竞价实例的条款</translation>
    </message>
    <message>
        <source>must be sxm (or nvlink), hccs (Ascend), pcie or 模组 (module)</source>
        <translation>必须是 sxm（或 nvlink）、hccs（昇腾）、pcie 或模组</translation>
    </message>
    <message>
        <source>no sheet of the workbook has a row of quote column names (供应商, 报价日期, GPU型号, … or provider, quote_date, gpu, …); the first row of the first sheet reads: %1</source>
        <translation>工作簿中没有哪张工作表含报价列名行（供应商、报价日期、GPU型号……或 provider、quote_date、gpu……）；第一张工作表的第一行为：%1</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Excel workbook, sheet %1</source>
        <translation>Excel 工作簿，工作表 %1</translation>
    </message>
    <message>
        <source>the file is neither UTF-8 nor GB18030 text, nor an Excel workbook (.xlsx or .xls); save it from Excel as "CSV UTF-8" or as .xlsx</source>
        <translation>该文件既不是 UTF-8 或 GB18030 文本，也不是 Excel 工作簿（.xlsx 或 .xls）；请在 Excel 中另存为“CSV UTF-8”或 .xlsx</translation>
    </message>
    <message>
        <source>sheet '%1', row %2: %3</source>
        <translation>工作表“%1”第 %2 行：%3</translation>
    </message>
    <message>
        <source>sheet '%1', row %2, column %3, value '%4': %5</source>
        <translation>工作表“%1”第 %2 行，列 %3，值“%4”：%5</translation>
    </message>
    <message>
        <source>sheet '%1', row %2</source>
        <translation>工作表“%1”第 %2 行</translation>
    </message>
    <message>
        <source>sheet '%1', row %2 (header)</source>
        <translation>工作表“%1”第 %2 行（表头）</translation>
    </message>
    <message>
        <source>is a rate below 1%, which China's VAT does not have; for 6% write 6</source>
        <translation>税率低于 1%，我国增值税没有这样的税率；6% 请填 6</translation>
    </message>
    <message>
        <source>there is no such row to correct</source>
        <translation>没有可更正的这一行</translation>
    </message>
    <message>
        <source>unknown column '%1'</source>
        <translation>未知的列“%1”</translation>
    </message>
    <message>
        <source>the column names again (the template's English row): not a quote, passed over</source>
        <translation>重复的列名行（模板的英文行）：不是报价，已跳过</translation>
    </message>
    <message>
        <source>a note under the table: not a quote, passed over</source>
        <translation>表格下方的说明：不是报价，已跳过</translation>
    </message>
    <message>
        <source>sheet '%1', row %2, column %3</source>
        <translation>工作表“%1”第 %2 行 %3 列</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n cell(s) of the sheet cannot be read. Nothing was recorded</source>
        <translation>
            <numerusform>%1；该工作表共有 %n 个单元格无法读取。未录入任何内容</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteRanking</name>
    <message>
        <source>quote %1 cannot be priced</source>
        <translation>报价 %1 无法计价</translation>
    </message>
    <message>
        <source>the deadline must be positive</source>
        <translation>完成时限必须大于零</translation>
    </message>
    <message>
        <source>the quote's GPU '%1' is not in the catalog</source>
        <translation>报价中的 GPU '%1' 不在 GPU 型号库中</translation>
    </message>
    <message>
        <source>cannot be priced: %1</source>
        <translation>无法计价：%1</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB per GPU needed with all %2 GPUs offered (%3 GiB each), %4 GiB short</source>
        <translation>显存不足：用上报价的全部 %2 张 GPU 时每卡需要 %1 GiB（每卡 %3 GiB），缺 %4 GiB</translation>
    </message>
    <message>
        <source>no parallel layout of %1 GPU(s) in servers of %2 suits the model</source>
        <translation>%1 张 GPU（每台 %2 张）没有适合该模型的并行布局</translation>
    </message>
    <message>
        <source>misses the deadline by %1 days even on all %2 server(s)</source>
        <translation>即使用上全部 %2 台服务器，仍超出完成时限 %1 天</translation>
    </message>
    <message>
        <source>priced for %1 of the %2 servers offered, the cheapest number that meets the deadline</source>
        <translation>按报价 %2 台中的 %1 台计价，这是能按期完成的最省台数</translation>
    </message>
    <message>
        <source>the minimum term is billed</source>
        <translation>按最短租期计费</translation>
    </message>
    <message>
        <source>deposit %1, refundable, not counted</source>
        <translation>押金 %1，可退，未计入费用</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>delivered on %1, %n day(s) from today: with %2 days of running it finishes about %3, %4 days after the deadline</source>
        <translation>
            <numerusform>交付日期 %1，距今 %n 天：再运行 %2 天，约 %3 完成，比完成时限晚 %4 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the savings plan bills its commitment for %n year(s), used or not</source>
        <translation>
            <numerusform>节省计划按承诺计费 %n 年，无论是否使用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delivered on %1, %n day(s) from today</source>
        <translation>
            <numerusform>交付日期 %1，距今 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>a stopped server loses its GPUs: pauses wait for free capacity</source>
        <translation>关机后 GPU 会被释放：暂停后须等待空闲资源才能继续</translation>
    </message>
    <message>
        <source>billed while stopped</source>
        <translation>关机期间照常计费</translation>
    </message>
    <message>
        <source>the quote expired on %1; ask the vendor for a new one before choosing it</source>
        <translation>报价已于 %1 过有效期；选用前请供应商重新报价</translation>
    </message>
    <message>
        <source>runs in time and budget</source>
        <translation>可按期、在预算内完成</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>无法按期完成</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过有效期</translation>
    </message>
    <message>
        <source>cannot run it</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>the cost to you, %1, is over the budget of %2 by %3</source>
        <translation>采购成本 %1，比预算 %2 超出 %3</translation>
    </message>
    <message>
        <source>Checks (for serving)</source>
        <translation>检查项（按推理服务判断）</translation>
    </message>
    <message>
        <source>Checks (for training)</source>
        <translation>检查项（按训练判断）</translation>
    </message>
</context>
<context>
    <name>QuoteSelection</name>
    <message>
        <source>'%1' is not a quote id; give the ids separated by commas, e.g. 1,4,7</source>
        <translation>“%1”不是报价编号；请用逗号分隔填写编号，例如 1,4,7</translation>
    </message>
    <message>
        <source>give at least one quote id, e.g. 1,4,7</source>
        <translation>请至少填写一个报价编号，例如 1,4,7</translation>
    </message>
    <message>
        <source>there is no quote %1 among the stored quotes</source>
        <translation>已存报价中没有编号为 %1 的报价</translation>
    </message>
</context>
<context>
    <name>QuoteService</name>
    <message>
        <source>no database of quotes is open</source>
        <translation>没有打开存放报价的数据库</translation>
    </message>
    <message>
        <source>your role on the team database %1 may read but not change it (a viewer): quotes, checklists and plans can be viewed and exported; changes are refused</source>
        <translation>您在团队数据库 %1 中的角色只能读取、不能修改（查看者）：报价、核对清单和规划可以查看和导出，修改会被拒绝</translation>
    </message>
    <message>
        <source>%1 cannot be written (read-only): quotes, checklists and plans can be viewed and exported; changes are refused</source>
        <translation>%1 不可写入（只读）：报价、核对清单和规划可以查看和导出，修改会被拒绝</translation>
    </message>
    <message>
        <source>database</source>
        <translation>数据库</translation>
    </message>
</context>
<context>
    <name>QuoteStore</name>
    <message>
        <source>quote %1 of %2</source>
        <translation>%2 的报价 %1</translation>
    </message>
    <message>
        <source>this quote is already in the database (same provider, number, date, GPU, count and price)</source>
        <translation>数据库中已有这条报价（供应商、单号、日期、GPU、数量和价格都相同）</translation>
    </message>
    <message>
        <source>normalised price of quote %1</source>
        <translation>报价 %1 的折算单价</translation>
    </message>
    <message>
        <source>quote id</source>
        <translation>报价编号</translation>
    </message>
    <message>
        <source>import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>cancelled: nothing was written</source>
        <translation>已取消：未写入任何数据</translation>
    </message>
    <message>
        <source>quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>another stored quote has the same vendor, GPU, servers, price and date; change one of them or delete that quote</source>
        <translation>已保存的另一条报价与之供应商、GPU、台数、价格和日期都相同；请修改其中一项，或删除那条报价</translation>
    </message>
    <message>
        <source>nothing to restore</source>
        <translation>没有可恢复的内容</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>there is no quote %1 in this database</source>
        <translation>此数据库中没有编号为 %1 的报价</translation>
    </message>
    <message>
        <source>changed by %1 at %2 since you opened it (%3); nothing was written: reload the quotes and edit it again</source>
        <translation>在您打开后已被 %1 于 %2 修改（%3）；未写入任何内容：请重新载入报价后再编辑</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>未知时间</translation>
    </message>
    <message>
        <source>the same values</source>
        <translation>值相同</translation>
    </message>
    <message>
        <source>the team database's quotes table has no column %1: is its schema older than this program's?</source>
        <translation>团队数据库的报价表缺少列 %1：其数据结构是否比本程序的旧？</translation>
    </message>
    <message>
        <source>quotes %1 to %2 of %3</source>
        <translation>%3 条报价中的第 %1 至 %2 条</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>手工录入</translation>
    </message>
    <message>
        <source>restored (a deletion undone)</source>
        <translation>已恢复（撤销了删除）</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>从 %1 导入</translation>
    </message>
</context>
<context>
    <name>ReferencePrices</name>
    <message>
        <source>unknown currency '%1'; use CNY, USD or EUR</source>
        <translation>未知币种“%1”；请用 CNY、USD 或 EUR</translation>
    </message>
    <message>
        <source>'%1' is not a positive amount</source>
        <translation>“%1”不是正数金额</translation>
    </message>
    <message>
        <source>'%1' is not a positive whole number</source>
        <translation>“%1”不是正整数</translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation>增值税率必须不低于 0% 且低于 100%</translation>
    </message>
    <message>
        <source>a buy row needs the server's power in kW</source>
        <translation>“自建”类参考价格行须给出服务器功率（kW）</translation>
    </message>
    <message>
        <source>'%1' is not a price unit such as gpu-hour or server-month</source>
        <translation>“%1”不是计价单位，例如 gpu-hour 或 server-month</translation>
    </message>
    <message>
        <source>'%1' is not one of second, hour, day, month, year</source>
        <translation>“%1”不是 second、hour、day、month、year 之一</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全球</translation>
    </message>
    <message>
        <source>'%1' is not one of hourly, daily, weekly, monthly, yearly, savings-plan, spot, buy</source>
        <translation>“%1”不是 hourly、daily、weekly、monthly、yearly、savings-plan、spot、buy 之一</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>日期未注明</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>PDF output needs the graphical part of Qt</source>
        <translation>生成 PDF 需要 Qt 的图形模块</translation>
    </message>
    <message>
        <source>the Chinese font WenQuanYi Micro Hei is not installed, so Chinese text would come out as boxes; install it (Debian: apt-get install fonts-wqy-microhei)</source>
        <translation>未安装中文字体“文泉驿微米黑”（WenQuanYi Micro Hei），中文会显示成方框；请安装（Debian：apt-get install fonts-wqy-microhei）</translation>
    </message>
    <message>
        <source>cannot start the PDF</source>
        <translation>无法开始生成 PDF</translation>
    </message>
    <message>
        <source>GPU Rental Planner</source>
        <translation>GPU 租用规划</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>cannot write the workbook: %1</source>
        <translation>无法写入工作簿：%1</translation>
    </message>
    <message>
        <source>Contract and acceptance checklists</source>
        <translation>合同核对清单与交付验收清单</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Customer or project</source>
        <translation>客户或项目</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>文件编号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 not applicable, %4 open</source>
        <translation>已确认 %1 项，不符合 %2 项，不适用 %3 项，待确认 %4 项</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对项</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>要求值</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>核对依据</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>签字确认</translation>
    </message>
    <message>
        <source>Both parties confirm the statuses and evidence above as of the date signed.</source>
        <translation>双方确认截至签字之日，上述各项状态及核对依据属实。</translation>
    </message>
    <message>
        <source>Party A (customer)</source>
        <translation>甲方（客户）</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签字</translation>
    </message>
    <message>
        <source>Party B (provider)</source>
        <translation>乙方（供应商）</translation>
    </message>
    <message>
        <source>Quote comparison</source>
        <translation>报价对比</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price as quoted</source>
        <translation>报价（原口径）</translation>
    </message>
    <message>
        <source>CNY per GPU-hour, VAT excluded</source>
        <translation>折算单价（元/卡时，不含税）</translation>
    </message>
    <message>
        <source>This job's total, VAT excluded</source>
        <translation>本任务总费用（不含税）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>VAT and invoice</source>
        <translation>税率与发票</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>Support response / hardware replacement</source>
        <translation>售后响应 / 硬件更换时间</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation>全部通过</translation>
    </message>
    <message>
        <source>None of these quotes can run the job within the deadline and budget.</source>
        <translation>这些报价都无法按期、在预算内运行本任务。</translation>
    </message>
    <message>
        <source>Every quote fails a check; none is recommended.</source>
        <translation>每个报价都有不通过的检查项，不作推荐。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价编号</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台 GPU 数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <source>VAT %</source>
        <translation>税率 %</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>是否含税</translation>
    </message>
    <message>
        <source>Invoice type</source>
        <translation>发票类型</translation>
    </message>
    <message>
        <source>Setup fee</source>
        <translation>开通费</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>押金</translation>
    </message>
    <message>
        <source>Support response (h)</source>
        <translation>售后响应（小时）</translation>
    </message>
    <message>
        <source>Hardware replacement (h)</source>
        <translation>硬件更换（小时）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 聚合层</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>total %1 GiB of %2 GiB (the black line)</source>
        <translation>合计 %1 GiB，显存容量 %2 GiB（黑线）</translation>
    </message>
    <message>
        <source>months of use; cumulative cost in CNY, VAT excluded</source>
        <translation>使用月数；累计费用（元，不含税）</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>完成时限</translation>
    </message>
    <message>
        <source>GPU rental plan</source>
        <translation>GPU 租用规划</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation>任务类型与精度</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Sequence length and global batch</source>
        <translation>序列长度与全局批量</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>完成时限</translation>
    </message>
    <message>
        <source>Budget, VAT excluded</source>
        <translation>预算（不含税）</translation>
    </message>
    <message>
        <source>GPUs at most</source>
        <translation>GPU 数量上限</translation>
    </message>
    <message>
        <source>No configuration can run this job under these constraints.</source>
        <translation>在这些约束下，没有配置能运行该任务。</translation>
    </message>
    <message>
        <source>Memory required per GPU</source>
        <translation>每卡显存需求</translation>
    </message>
    <message>
        <source>Recommended configurations</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>预计耗时</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost, VAT excluded</source>
        <translation>费用（不含税）</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>费用随时间变化</translation>
    </message>
    <message>
        <source>%1 × %2 kept all month, reference prices of each rental term, VAT excluded.</source>
        <translation>%1 张 %2 全月租用，按各租用方式的参考价格计算，不含税。</translation>
    </message>
    <message>
        <source>Assumptions and data sources</source>
        <translation>假设与数据来源</translation>
    </message>
    <message>
        <source>A month is %1 hours; amounts are in CNY without VAT.</source>
        <translation>每月按 %1 小时计；金额为不含税人民币。</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>租用方式</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>There is no reference price for %1, so the cost over time is not drawn; price it with quotes.</source>
        <translation>%1 没有参考价格，因此未绘制费用随时间变化图；请用报价计价。</translation>
    </message>
    <message>
        <source>The stored quotes valid today, weighed for this job; the best five.</source>
        <translation>当前有效的已存报价按本任务评估，最多列出前五名。</translation>
    </message>
    <message>
        <source>Cost to you</source>
        <translation>采购成本</translation>
    </message>
    <message>
        <source>VAT basis</source>
        <translation>计税口径</translation>
    </message>
    <message>
        <source>quote %1 has no checklists yet; create them first</source>
        <translation>报价 %1 还没有清单；请先创建清单</translation>
    </message>
    <message>
        <source>Billing terms</source>
        <translation>计费条款</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>显存紧张</translation>
    </message>
    <message>
        <source> … [cut: %1 characters in all; a cell holds at most 32,767]</source>
        <translation>……［已截断：全文共 %1 个字符；一个单元格最多容纳 32,767 个］</translation>
    </message>
    <message>
        <source>plan-summary</source>
        <translation>规划摘要</translation>
    </message>
    <message>
        <source>quote-comparison</source>
        <translation>报价对比</translation>
    </message>
    <message>
        <source>checklists</source>
        <translation>合同与验收清单</translation>
    </message>
    <message>
        <source>Times in brackets: the range the published runs allow (each left out of the fit).</source>
        <translation>括号内为预计耗时的误差区间，由公开训练记录按留一法检验得出。</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) of this document cannot be drawn by the installed fonts and print as empty boxes (%1); replace them in the text (a vendor name, a note) or install a font that has them</source>
        <translation>
            <numerusform>本文件中有 %n 个字符无法用已安装的字体绘制，打印出来是空方框（%1）；请在文本（供应商名称、备注）中替换这些字符，或安装包含它们的字体</numerusform>
        </translation>
    </message>
    <message>
        <source>Appendix: the delivery report's lines</source>
        <translation>附录：交付验收报告原文</translation>
    </message>
    <message>
        <source>Name and title</source>
        <translation>姓名与职务</translation>
    </message>
    <message>
        <source>Company seal</source>
        <translation>单位盖章</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>服务器配置</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1（%2参数）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>amount (term)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> (the report's lines: appendix)</source>
        <translation>（报告原文见附录）</translation>
    </message>
    <message>
        <source>Acceptance on delivery</source>
        <translation>交付验收</translation>
    </message>
    <message>
        <source>Within the deadline and budget?</source>
        <translation>能否按期、在预算内完成</translation>
    </message>
    <message>
        <source>serving-plan</source>
        <translation>推理服务规划</translation>
    </message>
    <message>
        <source>… [cut: %1 characters in all]</source>
        <translation>……［已截断：共 %1 个字符］</translation>
    </message>
    <message>
        <source>%1 (quote %2): the lowest price per GPU-hour to you (%3; %4) among the quotes without a failed check. Weigh a job to compare totals, which can rank them differently.</source>
        <translation>%1（报价 %2）：在没有不通过检查项的报价中，按您的计税口径折算的单价最低（%3；%4）。按任务比较报价可看到总费用，排序可能不同。</translation>
    </message>
    <message>
        <source>Tax basis</source>
        <translation>计税口径</translation>
    </message>
    <message>
        <source>GPU kinds allowed</source>
        <translation>允许的 GPU 型号</translation>
    </message>
    <message>
        <source>GPUs in all, at least</source>
        <translation>GPU 总数下限</translation>
    </message>
    <message>
        <source>Delivered by</source>
        <translation>交付期限</translation>
    </message>
    <message>
        <source>Response time at most (hours)</source>
        <translation>响应时间上限（小时）</translation>
    </message>
    <message>
        <source>Hardware replacement at most (hours)</source>
        <translation>硬件更换时间上限（小时）</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>price %1, delivery %2, SLA %3, invoice %4</source>
        <translation>价格 %1、交付 %2、SLA %3、发票 %4</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>询价函</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>采购项目</translation>
    </message>
    <message>
        <source>Purchase number</source>
        <translation>采购编号</translation>
    </message>
    <message>
        <source>Procurement method</source>
        <translation>采购方式</translation>
    </message>
    <message>
        <source>Offers due</source>
        <translation>报价截止日期</translation>
    </message>
    <message>
        <source>Invited vendors</source>
        <translation>受邀供应商</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>采购需求</translation>
    </message>
    <message>
        <source>No requirement beyond running the job.</source>
        <translation>除能运行本任务外无其他要求。</translation>
    </message>
    <message>
        <source>How offers are weighed</source>
        <translation>评审方法</translation>
    </message>
    <message>
        <source>Each offer is weighed by what this job costs the buyer under it: its price, unit, minimum term, billing granularity, setup fee, VAT and invoice, and its delivery date, not by its unit price alone. An offer past its validity cannot be awarded.</source>
        <translation>每份报价按本任务在该报价下的采购成本评审：计入单价、计价单位、最短租期、计费粒度、开通费、增值税与发票类型以及交付日期，而非只比单价。超过有效期的报价不得定标。</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列名</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>How to answer</source>
        <translation>报价方式</translation>
    </message>
    <message>
        <source>Answer in the attached template (.xlsx), one row per offer; CSV in the same columns is also accepted.</source>
        <translation>请按所附模板（.xlsx）报价，每行一份报价；相同列的 CSV 文件亦可。</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Evaluation report</source>
        <translation>评标报告</translation>
    </message>
    <message>
        <source>Award memo</source>
        <translation>比价审批单</translation>
    </message>
    <message>
        <source>Answering vendors</source>
        <translation>报价供应商</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价类型</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>clarification</source>
        <translation>澄清</translation>
    </message>
    <message>
        <source>Offers by round</source>
        <translation>各轮报价</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Evaluated price</source>
        <translation>评审价</translation>
    </message>
    <message>
        <source>Excluding VAT</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>Price score</source>
        <translation>价格分</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>交付</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>响应情况</translation>
    </message>
    <message>
        <source>compliant</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>Compliance and evaluation</source>
        <translation>响应审查与评审</translation>
    </message>
    <message>
        <source>Base price (评标基准价): the lowest evaluated price of the compliant offers, %1. Price score = base price ÷ evaluated price × price weight (财政部令第87号 第五十五条).</source>
        <translation>评标基准价：响应报价中的最低评标价，%1。价格分 = 评标基准价 ÷ 评标价 × 价格权值（财政部令第87号 第五十五条）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Recommendation and award</source>
        <translation>推荐与定标</translation>
    </message>
    <message>
        <source>First in the evaluation</source>
        <translation>评审第一名</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>Awarded to</source>
        <translation>成交供应商</translation>
    </message>
    <message>
        <source>Reason for the award</source>
        <translation>定标理由</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>偏离说明</translation>
    </message>
    <message>
        <source>Requesting department</source>
        <translation>需求部门</translation>
    </message>
    <message>
        <source>Procurement</source>
        <translation>采购</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>财务</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>法务</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事项</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>History</source>
        <translation>变更记录</translation>
    </message>
    <message>
        <source>Award prepared by</source>
        <translation>经办人</translation>
    </message>
    <message>
        <source>Award approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <source>request-for-quotation</source>
        <translation>询价函</translation>
    </message>
    <message>
        <source>award-memo</source>
        <translation>比价审批单</translation>
    </message>
    <message>
        <source>Training software</source>
        <translation>训练软件</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>not awarded</source>
        <translation>未定标</translation>
    </message>
    <message>
        <source>Winning bidder</source>
        <translation>中标供应商</translation>
    </message>
    <message>
        <source>%1, round %2, ranked %3 of %4 responsive offer(s)</source>
        <translation>%1，第 %2 轮报价，在 %4 份实质性响应的报价中排名第 %3</translation>
    </message>
    <message>
        <source>What is bought</source>
        <translation>采购内容</translation>
    </message>
    <message>
        <source>GPU %1; offered: %2 server(s) with %3 GPUs in all</source>
        <translation>GPU 型号 %1；报价提供 %2 台服务器，共 %3 张卡</translation>
    </message>
    <message>
        <source>Winning bid amount (incl. VAT)</source>
        <translation>中标金额（含税）</translation>
    </message>
    <message>
        <source>Award amount (incl. VAT)</source>
        <translation>成交金额（含税）</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>大写</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>税额</translation>
    </message>
    <message>
        <source>Input VAT deducted</source>
        <translation>可抵扣进项税额</translation>
    </message>
    <message>
        <source>none: the VAT is a cost to the buyer</source>
        <translation>无：增值税计入采购成本</translation>
    </message>
    <message>
        <source>Above the first-ranked offer</source>
        <translation>高于评审第一名</translation>
    </message>
    <message>
        <source>%1 (%2 %) more than %3 at %4</source>
        <translation>比 %3（%4）高 %1（%2%）</translation>
    </message>
    <message>
        <source>not yet approved</source>
        <translation>尚未审批</translation>
    </message>
    <message>
        <source>How the approver is known</source>
        <translation>审批人身份</translation>
    </message>
    <message>
        <source>the team database's login that approved it</source>
        <translation>以团队数据库登录账号确认的审批人</translation>
    </message>
    <message>
        <source>the operating-system user of the computer that approved it, as that system names it; not verified (a local database file)</source>
        <translation>审批所用电脑的操作系统用户名，未经核验（本地数据库文件）</translation>
    </message>
    <message>
        <source>Department</source>
        <translation>部门</translation>
    </message>
    <message>
        <source>Opinion</source>
        <translation>意见</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>定标</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Evaluated bid price</source>
        <translation>评标价</translation>
    </message>
    <message>
        <source>%1 days after the deadline (until %2)</source>
        <translation>截止日后 %1 天（至 %2）</translation>
    </message>
    <message>
        <source>%1 days after the deadline</source>
        <translation>截止日后 %1 天</translation>
    </message>
    <message>
        <source>How to submit</source>
        <translation>递交方式</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>联系人</translation>
    </message>
    <message>
        <source>Offers valid at least</source>
        <translation>报价有效期至少</translation>
    </message>
    <message>
        <source>Rental starts</source>
        <translation>租用起始日</translation>
    </message>
    <message>
        <source>on delivery</source>
        <translation>自交付之日起</translation>
    </message>
    <message>
        <source>the team database's login that approved it, stamped by the server, which refuses the award's preparer and anyone who is not an approver</source>
        <translation>审批所用的团队数据库登录账号，由服务器记录；服务器拒绝定标经办人及非审批人审批</translation>
    </message>
    <message>
        <source>Acceptance reports, retests included</source>
        <translation>验收报告（含复测）</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>导入时间</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>不符合项</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>是否有效</translation>
    </message>
    <message>
        <source>the quote's server</source>
        <translation>报价中的服务器</translation>
    </message>
    <message>
        <source>nothing failed</source>
        <translation>无不符合项</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>replaced by a later report of this server</source>
        <translation>已被该服务器之后的报告取代</translation>
    </message>
    <message>
        <source>Billed, VAT excluded (as the bill states)</source>
        <translation>账单金额（不含税，按账单所列）</translation>
    </message>
    <message>
        <source>Billed VAT</source>
        <translation>账单税额</translation>
    </message>
    <message>
        <source>Billed total</source>
        <translation>账单价税合计</translation>
    </message>
    <message>
        <source>Due under the contract, VAT excluded</source>
        <translation>按合同应付（不含税）</translation>
    </message>
    <message>
        <source>SLA credit deducted</source>
        <translation>扣减 SLA 赔偿</translation>
    </message>
    <message>
        <source>Payable, VAT excluded</source>
        <translation>应付金额（不含税）</translation>
    </message>
    <message>
        <source>Payable VAT at the contract's rate</source>
        <translation>应付税额（按合同税率）</translation>
    </message>
    <message>
        <source>Payable total</source>
        <translation>应付价税合计</translation>
    </message>
    <message>
        <source>Disputed (billed total less payable)</source>
        <translation>有异议金额（账单合计减应付）</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>验收合格时间</translation>
    </message>
    <message>
        <source>Billable hours</source>
        <translation>可计费小时</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>合同允许</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>账单计费</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>应付费用</translation>
    </message>
    <message>
        <source>Down (h)</source>
        <translation>不可用时长（小时）</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>SLA 赔偿</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>合同条款</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异说明</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Billing month</source>
        <translation>账单月份</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>账单文件</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>服务等级协议（SLA）</translation>
    </message>
    <message>
        <source>Approved for payment by</source>
        <translation>付款审批人</translation>
    </message>
    <message>
        <source>Reconciliation statement</source>
        <translation>对账单</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>与合同不符之处</translation>
    </message>
    <message>
        <source>The bill asks what the contract allows.</source>
        <translation>账单金额与合同允许的一致。</translation>
    </message>
    <message>
        <source>Servers in the month</source>
        <translation>当月各服务器</translation>
    </message>
    <message>
        <source>Allowed and billed in the contract's unit; billable hours from acceptance, less outage time beyond the replacement time; China time.</source>
        <translation>“合同允许”与“账单计费”均以合同计价单位计；可计费小时自验收合格起算，扣除超出硬件更换时限的停机时长；时间为北京时间。</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Rows left out</source>
        <translation>未核对的行</translation>
    </message>
    <message>
        <source>Prepared by (procurement)</source>
        <translation>经办（采购）</translation>
    </message>
    <message>
        <source>Checked (finance)</source>
        <translation>复核（财务）</translation>
    </message>
    <message>
        <source>Approved for payment</source>
        <translation>付款审批</translation>
    </message>
    <message>
        <source>Contract term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>reconciliation-statement</source>
        <translation>对账单</translation>
    </message>
    <message>
        <source>Renew</source>
        <translation>续约</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>Market price</source>
        <translation>市场参考价</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>比较项</translation>
    </message>
    <message>
        <source>Vendor or source</source>
        <translation>供应商或来源</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>Switching</source>
        <translation>更换成本</translation>
    </message>
    <message>
        <source>Against renewing</source>
        <translation>比续约节省</translation>
    </message>
    <message>
        <source>Renewal memo</source>
        <translation>续约评估</translation>
    </message>
    <message>
        <source>Term ends</source>
        <translation>租期结束</translation>
    </message>
    <message>
        <source>%1 days left</source>
        <translation>还剩 %1 天</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>比较口径</translation>
    </message>
    <message>
        <source>%1 GPUs (%2) for %3 months of %4 h, VAT excluded; switching adds %5 days of both running at the contract's price</source>
        <translation>%1 张 GPU（%2），续租 %3 个月共 %4 小时，均不含税；更换供应商另计按合同单价新旧并行 %5 天的费用</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>比较结果</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>renewal-memo</source>
        <translation>续约评估</translation>
    </message>
    <message>
        <source>the servers that serve the job's peak with its headroom on the GPU you offer</source>
        <translation>按贵方所报 GPU，满足该服务高峰负载及余量所需的服务器</translation>
    </message>
    <message>
        <source>the GPUs the job needs on the GPU you offer</source>
        <translation>按贵方所报 GPU，完成该任务所需的 GPU</translation>
    </message>
    <message>
        <source>at least %1 GPUs in all; %2</source>
        <translation>合计至少 %1 张 GPU；%2</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>as long as the job runs (your offer states the minimum term and the billing unit)</source>
        <translation>按任务实际运行时长（请在报价中注明最短租期和计费单位）</translation>
    </message>
    <message>
        <source>Quantity to price</source>
        <translation>报价数量</translation>
    </message>
    <message>
        <source>Rental term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>The award does not follow the evaluation's ranking; its reason is under "Reason for the award".</source>
        <translation>未按评审排名确定成交供应商，理由见“定标理由”。</translation>
    </message>
    <message>
        <source>cost to you worked out as for a %1</source>
        <translation>采购成本按%1口径计算</translation>
    </message>
    <message>
        <source>Evaluation method</source>
        <translation>评审方法</translation>
    </message>
    <message>
        <source>Evaluation results</source>
        <translation>评审结果</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>%1 (quote %2): the lowest cost to you for this job, %3, among the quotes that can run it within the deadline and budget; %4; layout %5, an estimated %6 hours.</source>
        <translation>%1（报价 %2）：在能按期、在预算内运行本任务的报价中采购成本最低，为 %3；%4；并行布局 %5，预计耗时 %6 小时。</translation>
    </message>
    <message>
        <source>Prices per GPU-hour are normalised to CNY without VAT at the exchange rates and hours per month in the settings; a job's total follows each quote's own unit, minimum term, billing granularity and setup fee. Checks: the rules of the reference articles that come with the program.</source>
        <translation>折算单价按设置中的汇率和每月小时数换算为不含税的元/卡时；任务总费用按各报价自己的计价单位、最短租期、计费粒度和开通费计算。检查项：依据本软件所附参考文章中的规则。</translation>
    </message>
    <message>
        <source>Memory: weights, gradients, optimizer states, activations (Korthikanti et al. 2022) and framework overhead; time: compute at the GPU catalog's efficiency plus the communication not hidden (gpuplan estimate --explain).</source>
        <translation>显存：权重、梯度、优化器状态、激活值（Korthikanti 等 2022）与框架开销；耗时：按 GPU 型号库中的计算效率计算，加上未被掩盖的通信时间（每个数的公式、输入与来源：gpuplan estimate --explain）。</translation>
    </message>
    <message>
        <source>Checklists of the best quote</source>
        <translation>推荐报价的核对清单</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>履约评价</translation>
    </message>
    <message>
        <source>, record (履约评价) %1</source>
        <translation>，履约评价 %1</translation>
    </message>
    <message>
        <source>Record of %1: %2</source>
        <translation>%1的履约评价：%2</translation>
    </message>
    <message>
        <source>Record basis</source>
        <translation>履约评价依据</translation>
    </message>
</context>
<context>
    <name>ReportOutage</name>
    <message>
        <source>%1 of %2 GPUs seen</source>
        <translation>只识别到 %1 张 GPU（应为 %2 张）</translation>
    </message>
    <message>
        <source>nvidia-smi: %1</source>
        <translation>nvidia-smi：%1</translation>
    </message>
    <message>
        <source>hardware Xid %1</source>
        <translation>硬件 Xid %1</translation>
    </message>
    <message>
        <source>%1 shows no GPU missing, none unreachable and no hardware Xid: no outage in it</source>
        <translation>%1 未显示掉卡、GPU 无法访问或硬件 Xid：其中没有停机</translation>
    </message>
    <message>
        <source>%1 names no server (no hostname line): give it with --server</source>
        <translation>%1 未写明服务器（没有 hostname 行）：请用 --server 指明</translation>
    </message>
    <message>
        <source>give when the outage began and ended: --from and --until, e.g. 2026-11-03 14:20 (China time)</source>
        <translation>请用 --from 和 --until 给出停机的开始与结束时间，例如 2026-11-03 14:20（北京时间）</translation>
    </message>
    <message>
        <source>the outage ends before it starts</source>
        <translation>停机结束时间早于开始时间</translation>
    </message>
    <message>
        <source>%1 (report %2)</source>
        <translation>%1（报告 %2）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>end</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始时间</translation>
    </message>
</context>
<context>
    <name>RuleChecks</name>
    <message>
        <source>estimator</source>
        <translation>估算器</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but the %2 has %3 GiB</source>
        <translation>每卡需要 %1 GiB，而 %2 只有 %3 GiB</translation>
    </message>
    <message>
        <source>uses %1 of %2 GiB per GPU (%3% free)</source>
        <translation>每卡使用 %2 GiB 中的 %1 GiB（剩余 %3%）</translation>
    </message>
    <message>
        <source>; less than 10% free leaves no room for longer sequences or allocator spikes</source>
        <translation>；剩余不到 10%，更长的序列或显存分配峰值就会超出显存</translation>
    </message>
    <message>
        <source>a %1 model: one card is enough for fine-tuning and inference</source>
        <translation>%1 参数的模型：微调和推理用一张卡就够</translation>
    </message>
    <message>
        <source>a %1 model: seed 000 says one card is enough for fine-tuning and inference; %2 GPUs only buy speed</source>
        <translation>%1 参数的模型：文章[1]指出微调和推理一张卡就够；用 %2 张 GPU 只会加快速度</translation>
    </message>
    <message>
        <source>a %1 model on %2 GPUs in one server, as seed 000 recommends for 13B–70B</source>
        <translation>%1 参数的模型用一台服务器内的 %2 张 GPU，符合文章[1]对 13B–70B 的建议</translation>
    </message>
    <message>
        <source>seed 000 recommends 4–8 GPUs in one server for 13B–70B models; this uses %1 GPU(s) in %2 server(s)</source>
        <translation>文章[1]建议 13B–70B 模型用一台服务器内的 4–8 张 GPU；此配置为 %2 台服务器共 %1 张 GPU</translation>
    </message>
    <message>
        <source>a %1 model on %2 GPUs</source>
        <translation>%1 参数的模型，使用 %2 张 GPU</translation>
    </message>
    <message>
        <source>full pre-training of a model of 100B or more needs a cluster of tens to hundreds of GPUs (seed 000); this uses %1</source>
        <translation>千亿（100B）级以上模型的全量预训练需要几十到上百张卡的集群（文章[1]）；此配置只有 %1 张</translation>
    </message>
    <message>
        <source>a %1 card for a %2 model: entry cards (16–24 GB) suffice for ≤7B work, flagships are for 100B+ pre-training</source>
        <translation>%2 参数的模型用%1显卡：7B 以内的任务用入门级（16–24 GB）即可，旗舰级主要用于千亿（100B）级以上模型的预训练</translation>
    </message>
    <message>
        <source>an %1 card for a %2 model: seed 000 recommends advanced (32–48 GB) cards for 13B–70B and flagships for larger models</source>
        <translation>%2 参数的模型用%1显卡：文章[1]建议 13B–70B 用进阶级（32–48 GB），更大的模型用旗舰级</translation>
    </message>
    <message>
        <source>%1 card for a %2 model</source>
        <translation>%2 参数的模型用%1显卡</translation>
    </message>
    <message>
        <source>%1 CPU cores for %2 GPUs per server; at least one core per GPU is needed for data loading and scheduling</source>
        <translation>每台服务器 %1 个 CPU 核、%2 张 GPU；每张 GPU 至少需要一个核心负责数据加载与调度</translation>
    </message>
    <message>
        <source>ask for at least %1 CPU cores per server (one per GPU, more for heavy data preprocessing)</source>
        <translation>每台服务器至少应配 %1 个 CPU 核（每张 GPU 至少 1 核，数据预处理繁重时需更多）</translation>
    </message>
    <message>
        <source>NVMe SSD storage</source>
        <translation>NVMe SSD 存储</translation>
    </message>
    <message>
        <source>%1 storage: training reads data continuously; seed 000 requires NVMe SSDs, slower disks starve the GPUs</source>
        <translation>%1 存储：训练需要持续读取数据；文章[1]要求 NVMe SSD，慢速硬盘会让 GPU 空等</translation>
    </message>
    <message>
        <source>ask for NVMe SSD storage; for datasets over 10 TB, local NVMe disks rather than network storage</source>
        <translation>要求 NVMe SSD 存储；数据集超过 10 TB 时用本地 NVMe 硬盘，不用网络存储</translation>
    </message>
    <message>
        <source>independent replicas: no traffic between the GPUs</source>
        <translation>各副本独立运行：GPU 之间没有通信</translation>
    </message>
    <message>
        <source>one GPU per server: no GPU-to-GPU traffic inside the server</source>
        <translation>每台服务器一张 GPU：服务器内没有卡间通信</translation>
    </message>
    <message>
        <source>%1 with %2 (%3 GB/s per GPU) between the %4 GPUs of a server</source>
        <translation>%1，服务器内 %4 张 GPU 之间通过 %2 互联（每卡 %3 GB/s）</translation>
    </message>
    <message>
        <source>two PCIe cards are acceptable (seed 004); a bridge between them helps</source>
        <translation>两张 PCIe 卡可以接受（文章[3]）；两卡之间加装 NVLink 桥接器更好</translation>
    </message>
    <message>
        <source>%1 PCIe GPUs training in parallel: PCIe 4.0 carries ≈64 GB/s against ≈600 GB/s over NVLink, so communication becomes the bottleneck; seed 004 requires SXM with NVLink for 4 or more GPUs</source>
        <translation>%1 张 PCIe GPU 并行训练：PCIe 4.0 约 64 GB/s，而 NVLink 约 600 GB/s，通信会成为瓶颈；文章[3]要求 4 张及以上用 SXM 加 NVLink</translation>
    </message>
    <message>
        <source>one server: no network between servers in the training loop</source>
        <translation>单台服务器：训练过程中没有服务器间的网络通信</translation>
    </message>
    <message>
        <source>%1 servers over ordinary Ethernet: GPUs stay 30–40% utilised (seed 000); ask for RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more</source>
        <translation>%1 台服务器走普通以太网：GPU 利用率只有 30–40%（文章[1]）；应要求 100–200 Gb/s 以上的 RDMA 网络（InfiniBand 或 RoCE）</translation>
    </message>
    <message>
        <source>%1 Gb/s between servers: below the 100 Gb/s that multi-server training needs (seed 004: 10 GbE is a bottleneck)</source>
        <translation>服务器间 %1 Gb/s：低于多机训练所需的 100 Gb/s（文章[3]：万兆网络会成为瓶颈）</translation>
    </message>
    <message>
        <source>%1 servers: require RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more per server in the contract, with a test report (seeds 001, 004)</source>
        <translation>%1 台服务器：合同中须写明每台 100–200 Gb/s 以上的 RDMA 网络（InfiniBand 或 RoCE），并附测试报告（文章[2][3]）</translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s between %3 servers</source>
        <translation>%3 台服务器之间为 %1，%2 Gb/s</translation>
    </message>
    <message>
        <source>%1 came out in %2: newest cards cost 20–30% more and their software ecosystem is less mature; the previous generation often trains nearly as fast for less</source>
        <translation>%1 于 %2 年上市：新款显卡贵 20–30%，软件生态也不够成熟；上一代往往训练速度相差不大，价格却低得多</translation>
    </message>
    <message>
        <source>%1 (%2): a mature generation</source>
        <translation>%1（%2 年）：成熟的一代</translation>
    </message>
    <message>
        <source>%1 GB/s of memory bandwidth: bandwidth decides large-model speed as much as capacity; HBM cards reach 2,000–4,800 GB/s</source>
        <translation>显存带宽 %1 GB/s：大模型的速度既看显存容量也看带宽；采用 HBM 显存的 GPU 可达 2,000–4,800 GB/s</translation>
    </message>
    <message>
        <source>%1 GB/s of memory bandwidth (%2)</source>
        <translation>显存带宽 %1 GB/s（%2）</translation>
    </message>
    <message>
        <source>sequences of %1 tokens exceed the model's %2-token context</source>
        <translation>%1 token 的序列超过了模型 %2 token 的上下文长度</translation>
    </message>
    <message>
        <source>model card</source>
        <translation>模型卡片（Model Card）</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>不通过</translation>
    </message>
    <message>
        <source>twice the %1 GB of GPU memory</source>
        <translation>显存总量 %1 GB 的 2 倍</translation>
    </message>
    <message>
        <source>seed 001 asks 1 TB or more for 100B+ models; twice the GPU memory would be %1 GB</source>
        <translation>文章[2]要求千亿参数级模型配 1 TB 以上内存；按显存 2 倍计算为 %1 GB</translation>
    </message>
    <message>
        <source>seed 001 asks 512 GB or more for large-model training; twice the GPU memory would be %1 GB</source>
        <translation>文章[2]要求大模型训练配 512 GB 以上内存；按显存 2 倍计算为 %1 GB</translation>
    </message>
    <message>
        <source>%1 GB of RAM per server; needs at least %2 GB (%3)</source>
        <translation>每台服务器 %1 GB 内存；至少需要 %2 GB（%3）</translation>
    </message>
    <message>
        <source>ask for at least %1 GB of RAM per server (%2)</source>
        <translation>每台服务器至少应配 %1 GB 内存（%2）</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>代际</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>seed 000</source>
        <translation>[1]</translation>
    </message>
    <message>
        <source>seed 001</source>
        <translation>[2]</translation>
    </message>
    <message>
        <source>seed 004</source>
        <translation>[3]</translation>
    </message>
    <message>
        <source>, </source>
        <comment>sources</comment>
        <extracomment>How the sources of one check are joined: "seed 000, seed 001"; Chinese "[1][2]".</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>seed 000: 《服务器租用：AI 大模型训练如何选 GPU 配置才不踩坑》</source>
        <translation>[1] 《服务器租用：AI 大模型训练如何选 GPU 配置才不踩坑》</translation>
    </message>
    <message>
        <source>seed 001: 《大模型GPU服务器选购指南：算力成本与配置策略》</source>
        <translation>[2] 《大模型GPU服务器选购指南：算力成本与配置策略》</translation>
    </message>
    <message>
        <source>seed 004: 《山东GPU服务器租用做AI训练，显卡配置怎么匹配》</source>
        <translation>[3] 《山东GPU服务器租用做AI训练，显卡配置怎么匹配》</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>InfiniBand (IB)</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>one server: no network traffic between servers</source>
        <translation>单台服务器：不涉及服务器间的网络通信</translation>
    </message>
    <message>
        <source>%1 GB of RAM per server, less than the %2 GB the seeds ask (%3); a rule of thumb: this job keeps nothing in host memory, so check the data pipeline's needs with the vendor</source>
        <translation>每台服务器 %1 GB 内存，低于文章建议的 %2 GB（%3）；这是经验规则：本任务不在主机内存中存放模型或优化器状态，请与供应商确认数据管道的需要</translation>
    </message>
    <message>
        <source>export rules</source>
        <translation>出口管制</translation>
    </message>
    <message>
        <source>%1: a supply and compliance risk to cover in the contract, not a ban on renting</source>
        <translation>%1：这是须在合同中约定的供货与合规风险，并不禁止租用</translation>
    </message>
    <message>
        <source>%1 GB of RAM per server cannot hold the %2 GB of offloaded optimizer states (DeepSpeed's estimate, × 1.5 for buffers)</source>
        <translation>每台服务器 %1 GB 内存容纳不下卸载的 %2 GB 优化器状态（按 DeepSpeed 的估算，含 1.5 倍缓冲）</translation>
    </message>
    <message>
        <source>the offloaded optimizer states need %1 GB of RAM per server (DeepSpeed's estimate, × 1.5 for buffers); ask for at least %2 GB</source>
        <translation>卸载的优化器状态每台服务器需要 %1 GB 内存（按 DeepSpeed 的估算，含 1.5 倍缓冲）；请要求至少 %2 GB</translation>
    </message>
    <message>
        <source>%1; %2 GB of it for the offloaded optimizer states</source>
        <translation>%1；其中 %2 GB 用于卸载的优化器状态</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) × %1 %2</source>
        <translation>
            <numerusform>%n 台 × %1 卡 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s)</source>
        <translation>
            <numerusform>CPU %n 核</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU cores not stated</source>
        <translation>CPU 核数未注明</translation>
    </message>
    <message>
        <source>%1 GB RAM</source>
        <translation>内存 %1 GB</translation>
    </message>
    <message>
        <source>RAM not stated</source>
        <translation>内存未注明</translation>
    </message>
    <message>
        <source>storage not stated</source>
        <translation>存储未注明</translation>
    </message>
    <message>
        <source>%1 storage</source>
        <translation>存储 %1</translation>
    </message>
    <message>
        <source>network not stated</source>
        <translation>网络未注明</translation>
    </message>
    <message>
        <source>%1 network at %2 Gb/s</source>
        <translation>网络 %1 %2 Gb/s</translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation>网络 %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) × %1 GPUs</source>
        <translation>
            <numerusform>%n 台 × %1 卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers × GPUs per server</source>
        <translation>台数 × 每台卡数</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>the %1 has no FP8 tensor cores: the matrix products run in %2 at its %2 peak, and the time is estimated so</source>
        <translation>%1 没有 FP8 张量核心：矩阵乘法以 %2 运行、按其 %2 峰值算力计算，耗时也按此估算</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>产品规格书</translation>
    </message>
    <message>
        <source>%1 storage: serving reads the model from it only when it starts (a slower start), not while it answers</source>
        <translation>%1 存储：推理服务只在启动时从中读取模型（启动较慢），运行中不读</translation>
    </message>
    <message>
        <source>replicas tensor parallel over %1 PCIe GPUs: every output token waits on PCIe (≈64 GB/s against ≈600 GB/s over NVLink), so they answer slower than SXM GPUs would</source>
        <translation>每副本跨 %1 张 PCIe GPU 做张量并行：每个输出 token 都要等 PCIe 通信（约 64 GB/s，NVLink 约 600 GB/s），响应比 SXM GPU 慢</translation>
    </message>
    <message>
        <source>each replica inside one server: no traffic between servers while serving</source>
        <translation>每个副本都在一台服务器内：推理服务时服务器之间没有通信</translation>
    </message>
    <message numerus="yes">
        <source>PCIe GPUs serving replicas of %n GPU(s): little traffic</source>
        <translation>
            <numerusform>PCIe GPU，每副本 %n 张卡：卡间通信很少</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Serving</name>
    <message>
        <source>no latency limit</source>
        <translation>不设时延目标</translation>
    </message>
    <message>
        <source>first token within %1 ms</source>
        <translation>首 token 时延 ≤ %1 毫秒</translation>
    </message>
    <message>
        <source>%1 ms per output token (%2 tokens/s per user)</source>
        <translation>每 token 时延 ≤ %1 毫秒（单用户约每秒 %2 个 token）</translation>
    </message>
    <message>
        <source>%1, for %2 % of requests</source>
        <translation>P%2：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>serving needs a model with a known architecture</source>
        <translation>推理服务需要已知结构的模型</translation>
    </message>
    <message>
        <source>input tokens per request must be between 1 and 10,000,000</source>
        <translation>每个请求的输入 token 数必须在 1 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>output tokens per request must be between 1 and 10,000,000</source>
        <translation>每个请求的输出 token 数必须在 1 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>input + output tokens (%1) exceed the model's context of %2 tokens</source>
        <translation>输入加输出 token 数（%1）超过模型的上下文长度 %2</translation>
    </message>
    <message>
        <source>the share of input tokens from the prefix cache must be from 0 up to (not including) 100 %</source>
        <translation>前缀缓存命中率必须不小于 0 且小于 100%</translation>
    </message>
    <message>
        <source>serve weights in bf16, fp16, fp8, int8 or int4 (AWQ/GPTQ)</source>
        <translation>推理权重请用 bf16、fp16、fp8、int8 或 int4（AWQ/GPTQ）</translation>
    </message>
    <message>
        <source>the KV cache is kept in bf16, fp16, fp8 or int8</source>
        <translation>KV 缓存精度只能是 bf16、fp16、fp8 或 int8</translation>
    </message>
    <message>
        <source>%1 cannot run fp8 weights (no fp8 support); use bf16, int8 or int4</source>
        <translation>%1 不支持 fp8 权重；请用 bf16、int8 或 int4</translation>
    </message>
    <message>
        <source>the weights (%1 GiB per GPU) leave no room for the KV cache in %2 GiB</source>
        <translation>权重（每卡 %1 GiB）占满了 %2 GiB 显存，没有 KV 缓存的空间</translation>
    </message>
    <message>
        <source>one request of %1 tokens needs %2 GiB of KV cache per GPU; %3 GiB is left</source>
        <translation>一个 %1 token 的请求每卡需要 %2 GiB KV 缓存，只剩 %3 GiB</translation>
    </message>
    <message>
        <source>weights per GPU</source>
        <translation>每卡权重</translation>
    </message>
    <message>
        <source>parameters × bytes per parameter ÷ GPUs</source>
        <translation>参数量 × 每参数字节数 ÷ 卡数</translation>
    </message>
    <message>
        <source>%1 × %2 B ÷ %3</source>
        <translation>%1 × %2 字节 ÷ %3</translation>
    </message>
    <message>
        <source>KV cache per token per GPU</source>
        <translation>每 token 每卡 KV 缓存</translation>
    </message>
    <message>
        <source>layers × cached elements per token and layer × bytes ÷ GPUs sharing the heads</source>
        <translation>层数 × 每 token 每层缓存元素数 × 字节数 ÷ 分担注意力头的卡数</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 B</source>
        <translation>%1 × %2 × %3 字节</translation>
    </message>
    <message>
        <source>requests the KV cache holds</source>
        <translation>KV 缓存可容纳的请求数</translation>
    </message>
    <message>
        <source>(memory × %1 − workspace %2 GiB − weights) ÷ (KV per token × (input + output))</source>
        <translation>（显存 × %1 − 工作区 %2 GiB − 权重）÷（每 token KV 缓存 ×（输入 + 输出））</translation>
    </message>
    <message>
        <source>%1 GiB, %2 tokens per request</source>
        <translation>%1 GiB，每请求 %2 个 token</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization default 0.9</source>
        <translation>vLLM gpu_memory_utilization 默认值 0.9</translation>
    </message>
    <message>
        <source>prefill of one request (ms)</source>
        <translation>单个请求的预填充（毫秒）</translation>
    </message>
    <message>
        <source>(input × 2 × active parameters + attention) ÷ (GPUs × peak × efficiency) + all-reduces + step overhead</source>
        <translation>（输入 × 2 × 激活参数量 + 注意力）÷（卡数 × 峰值算力 × 效率）+ 卡间 all-reduce + 每步开销</translation>
    </message>
    <message>
        <source>%1 tokens, %2 TFLOPS × %3 per GPU</source>
        <translation>%1 个 token，每卡 %2 TFLOPS × %3</translation>
    </message>
    <message>
        <source>decode step (ms)</source>
        <translation>解码一步（毫秒）</translation>
    </message>
    <message>
        <source>batch %1; memory %2 ms, compute %3 ms, links %4 ms, overhead %5 ms; %6 GB/s × %7</source>
        <translation>批大小 %1；显存 %2 毫秒，计算 %3 毫秒，卡间通信 %4 毫秒，开销 %5 毫秒；%6 GB/s × %7</translation>
    </message>
    <message>
        <source>time per output token (ms)</source>
        <translation>每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>decode step ÷ (1 − share of time prefilling)</source>
        <translation>解码一步 ÷（1 − 预填充所占时间比例）</translation>
    </message>
    <message>
        <source>prefill share %1</source>
        <translation>预填充占比 %1</translation>
    </message>
    <message>
        <source>time to first token (ms)</source>
        <translation>首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <source>queueing: Kingman's approximation</source>
        <translation>排队：Kingman 近似</translation>
    </message>
    <message>
        <source>the hour must be a whole number from 0 to 23, each once; read "%1"</source>
        <translation>小时必须是 0 到 23 的整数且各出现一次；读到“%1”</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>a share must be a number of 0 or more; read "%1"</source>
        <translation>占比必须是不小于 0 的数；读到“%1”</translation>
    </message>
    <message>
        <source>a daily profile has 24 hourly shares (or 24 lines of "hour,share"); read %1 values</source>
        <translation>每日负载曲线需要 24 个小时占比（或 24 行“小时,占比”）；读到 %1 个值</translation>
    </message>
    <message>
        <source>a share must be a number of 0 or more; value %1 reads "%2"</source>
        <translation>占比必须是不小于 0 的数；第 %1 个值为“%2”</translation>
    </message>
    <message>
        <source>every hour of the profile is zero: give at least one hour with load</source>
        <translation>负载曲线每个小时都是 0：至少给出一个有负载的小时</translation>
    </message>
    <message>
        <source>name the model to serve, e.g. --model qwen2.5-72b</source>
        <translation>请指定要部署的模型，例如 --model qwen2.5-72b</translation>
    </message>
    <message>
        <source>the peak request rate must be more than 0 and at most 1,000,000 per second</source>
        <translation>高峰请求速率必须大于 0 且不超过每秒 1,000,000 个</translation>
    </message>
    <message>
        <source>concurrent users must be from 1 to 100,000,000</source>
        <translation>同时在线用户数必须在 1 到 100,000,000 之间</translation>
    </message>
    <message>
        <source>the think time must be from 0 to 86,400 seconds</source>
        <translation>思考时间必须在 0 到 86,400 秒之间</translation>
    </message>
    <message>
        <source>concurrent requests must be from 1 to 10,000,000</source>
        <translation>并发数必须在 1 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>latency targets must be 0 (none) or positive: TTFT up to an hour, TPOT up to 60,000 ms</source>
        <translation>时延目标必须为 0（不设）或正数：首 token 时延不超过 1 小时，每 token 时延不超过 60,000 毫秒</translation>
    </message>
    <message>
        <source>the percentile must be from 50 to 99.9</source>
        <translation>分位数必须在 50 到 99.9 之间</translation>
    </message>
    <message>
        <source>the headroom must be from 0 to 200 %</source>
        <translation>余量必须在 0 到 200% 之间</translation>
    </message>
    <message>
        <source>GPUs per replica must be from 1 to 64</source>
        <translation>每副本 GPU 数必须在 1 到 64 之间</translation>
    </message>
    <message>
        <source>the most GPUs must be from 1 to 100,000</source>
        <translation>GPU 总数上限必须在 1 到 100,000 之间</translation>
    </message>
    <message>
        <source>Pay-as-you-go costs less than reserving even around the clock: %1 per GPU-hour against %2 reserved.</source>
        <translation>即使全天使用，按量计费也比预留便宜：每卡时 %1，预留为 %2。</translation>
    </message>
    <message>
        <source>A replica busy fewer than %1 h a day costs less on the %2 term than on the %3 term: reserve %4 replica(s) for the base load and rent the rest by the hour for the peaks.</source>
        <translation>一个副本每天忙碌不到 %1 小时时，按“%2”比按“%3”便宜：保底容量预留 %4 个副本，高峰时段按小时租用弹性容量。</translation>
    </message>
    <message>
        <source>give a GPU with --gpu, e.g. --gpu h20 (see 'gpuplan gpus')</source>
        <translation>请用 --gpu 指定 GPU，例如 --gpu h20（见 'gpuplan gpus'）</translation>
    </message>
    <message>
        <source>an estimate is for one GPU model; 'gpuplan plan --method serve' compares several</source>
        <translation>估算只针对一种 GPU 型号；比较多种请用 'gpuplan plan --method serve'</translation>
    </message>
    <message>
        <source>%1 does not fit on %2 × %3: %4</source>
        <translation>%1 在 %2 × %3 上显存不足：%4</translation>
    </message>
    <message>
        <source>peak of %1 requests/s as given</source>
        <translation>给定的高峰每秒 %1 个请求</translation>
    </message>
    <message>
        <source>%1 users ÷ (%2 s thinking + %3 s per answer at the targets) = %4 requests/s</source>
        <translation>%1 个同时在线用户 ÷（思考 %2 秒 + 按目标每次回答 %3 秒）= 每秒 %4 个请求</translation>
    </message>
    <message>
        <source>%1 requests at once ÷ %2 s per answer at the targets = %3 requests/s</source>
        <translation>并发数 %1 ÷ 按目标每次回答 %2 秒 = 每秒 %3 个请求</translation>
    </message>
    <message>
        <source>cannot keep the targets even with one request at a time (TTFT %1 ms, TPOT %2 ms at p%3)</source>
        <translation>即使一次只处理一个请求也达不到时延目标（P%3 首 token 时延 %1 毫秒，每 token 时延 %2 毫秒）</translation>
    </message>
    <message>
        <source>needs %1 GPUs, more than the %2 allowed</source>
        <translation>需要 %1 张卡，超过上限 %2</translation>
    </message>
    <message>
        <source>no GPU of the catalog holds %1 with a request of %2 tokens; try int4 or fp8 weights, shorter requests or more GPUs per replica</source>
        <translation>目录中没有 GPU 能以每请求 %2 个 token 部署 %1；可改用 int4 或 fp8 权重、缩短请求或增加每副本卡数</translation>
    </message>
    <message>
        <source>; it still holds at the slow end of the band</source>
        <translation>；按估算区间上限（最慢情形）仍能满足</translation>
    </message>
    <message>
        <source>; at the slow end of the band it needs %1 replica(s)</source>
        <translation>；按估算区间上限（最慢情形）需要 %1 个副本</translation>
    </message>
    <message>
        <source>No configuration keeps %1: %2</source>
        <translation>没有配置能满足“%1”：%2</translation>
    </message>
    <message>
        <source>flat (every hour alike)</source>
        <translation>全天均匀</translation>
    </message>
    <message>
        <source>office hours</source>
        <translation>办公时段</translation>
    </message>
    <message>
        <source>evening peak</source>
        <translation>晚高峰</translation>
    </message>
    <message>
        <source>serves the peak</source>
        <translation>能满足高峰</translation>
    </message>
    <message>
        <source>too few servers</source>
        <translation>服务器不够</translation>
    </message>
    <message>
        <source>cannot serve it</source>
        <translation>无法提供服务</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>valid until %1</source>
        <translation>有效期至 %1</translation>
    </message>
    <message>
        <source>no replica of 1 to 16 of its %1 GPUs holds %2 within the targets</source>
        <translation>其 %1 张卡中，1 到 16 张卡的副本都无法在时延目标内部署 %2</translation>
    </message>
    <message>
        <source>its servers hold %1 replica(s) of %2 GPUs; the peak with headroom needs %3</source>
        <translation>其服务器只能容纳 %1 个每副本 %2 张卡的副本；高峰加余量需要 %3 个</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>'%1' is not one of %2</source>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <source>this value</source>
        <translation>该值</translation>
    </message>
    <message>
        <source>give the load once: "rate" (requests/s at the peak), "users" (with "think_time_s") or "concurrency"</source>
        <translation>负载只能给一种：“rate”（高峰每秒请求数）、“users”（同时在线用户数，配“think_time_s”）或“concurrency”（并发数）</translation>
    </message>
    <message>
        <source>'%1' is not one of %2; a profile of your own is given as "profile_shares", 24 hourly shares</source>
        <translation>“%1”不是以下之一：%2；自定义的负载曲线请用“profile_shares”给出 24 个小时占比</translation>
    </message>
    <message>
        <source>must be a list of 24 hourly shares</source>
        <translation>必须是 24 个小时占比组成的列表</translation>
    </message>
    <message>
        <source>not a key of the serving question; the keys are %1</source>
        <translation>不是推理服务需求的键；可用的键为 %1</translation>
    </message>
    <message>
        <source>not a key of the serving question; did you mean "%1"?</source>
        <translation>不是推理服务需求的键；是否应为“%1”？</translation>
    </message>
    <message>
        <source>'%1' is not a model preset; 'gpuplan models' lists them</source>
        <translation>“%1”不是模型预设；可用“gpuplan models”查看</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be a list of GPU ids, e.g. ["h20", "l20"]</source>
        <translation>必须是 GPU 编号列表，例如 ["h20", "l20"]</translation>
    </message>
    <message>
        <source>this plan holds no serving question (no "serving" key)</source>
        <translation>该规划不含推理服务需求（没有“serving”键）</translation>
    </message>
    <message>
        <source>the spread of question lengths must be from 0 to 300 % of the mean</source>
        <translation>问题长度的波动须在均值的 0 到 300% 之间</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>None of these quotes serves the peak with headroom: too few servers, a model their GPUs cannot hold within the targets, or past their validity (each quote's verdict says which).</source>
        <translation>这些报价都无法在留足余量的情况下承受高峰：服务器不够、其 GPU 在时延目标内容纳不下模型，或已过有效期（各报价的结论写明是哪一种）。</translation>
    </message>
    <message>
        <source>%1 (quote %2): the lowest cost to you for this service, %3 a month (%4 CNY per 1M output tokens), among the quotes whose servers serve the peak with headroom; %5 GPUs per replica, %6 replica(s) on %7 of its %8 server(s).</source>
        <translation>%1（报价 %2）：在服务器能留足余量承受高峰的报价中，本推理服务的采购成本最低，每月 %3（每百万输出 token %4 元）；每副本 %5 张卡，%6 个副本，使用其 %8 台服务器中的 %7 台。</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas needed / held</source>
        <translation>每副本卡数 × 所需 / 可容纳副本数</translation>
    </message>
    <message>
        <source>%1 × %2 / %3</source>
        <translation>%1 × %2 / %3</translation>
    </message>
    <message>
        <source>Servers used</source>
        <translation>使用服务器台数</translation>
    </message>
    <message>
        <source>This service, a month to you</source>
        <translation>本推理服务每月采购成本</translation>
    </message>
    <message>
        <source>Per 1M output tokens (CNY)</source>
        <translation>每百万输出 token（元）</translation>
    </message>
    <message>
        <source>For this service</source>
        <translation>对本推理服务</translation>
    </message>
    <message>
        <source>g = %1 prompts a step (the engine's token budget %2 ÷ %3 prompt tokens), batch %4</source>
        <translation>g = 每步 %1 个请求的输入（引擎每步的 token 预算 %2 ÷ 每个输入 %3 个 token），批大小 %4</translation>
    </message>
    <message>
        <source>the engines' default token budgets (vLLM, SGLang, TensorRT-LLM)</source>
        <translation>各推理引擎默认的每步 token 预算（vLLM、SGLang、TensorRT-LLM）</translation>
    </message>
    <message>
        <source>decode step (the engine prefills every waiting prompt before it decodes, so the batch moves in step)</source>
        <translation>解码一步（引擎先预填充所有等待的输入再解码，整批请求同步推进）</translation>
    </message>
    <message>
        <source>max(weights read + KV read ÷ bandwidth, (batch + %1) × FLOPs ÷ compute) + all-reduces + overhead</source>
        <translation>取较长者（（读权重 + 读 KV 缓存）÷ 显存带宽，（批大小 + %1）× 计算量 ÷ 算力）+ 卡间 all-reduce + 开销</translation>
    </message>
    <message>
        <source>decode step + (batch − g) ÷ g × (a step with g prompts − decode step) ÷ (output tokens − 1): while a request decodes, the others are replaced, g at a time, within the decode steps</source>
        <translation>解码一步 +（批大小 − g）÷ g ×（含 g 个输入的一步 − 解码一步）÷（输出 token 数 − 1）：一个请求解码期间，其余请求陆续结束，新请求每 g 个一组替上，其预填充插在解码步中进行</translation>
    </message>
    <message>
        <source>a step of g prompts × (batch ÷ g + 1) ÷ 2: the prompts are prefilled g a step, one group after another</source>
        <translation>预填充 g 个输入的一步 ×（批大小 ÷ g + 1）÷ 2：每步预填充 g 个请求的输入，一组接一组</translation>
    </message>
    <message>
        <source>half a step under way + the step that prefills the prompt's group beside the sequences decoding</source>
        <translation>等正在进行的一步（平均半步）+ 预填充本组输入的那一步（与正在解码的请求同步进行）</translation>
    </message>
    <message>
        <source>the rest of the step under way + the wait for the prompts ahead (M/D/1) + the step that gives the first token (the prompt alone, or beside the sequences decoding)</source>
        <translation>等正在进行的一步结束 + 排在前面的输入的等待（M/D/1）+ 给出首个 token 的那一步（单独预填充本输入，或与正在解码的请求同步进行）</translation>
    </message>
    <message>
        <source>a daily profile of "hour,share" lines has one line per hour, 24 in all; read %1 lines</source>
        <translation>按“小时,占比”逐行给出的日负载曲线每小时一行，共 24 行；读到 %1 行</translation>
    </message>
    <message>
        <source>a daily profile of "hour,share" lines has one line per hour, 24 in all; read %1 lines, hour %2 more than once</source>
        <translation>按“小时,占比”逐行给出的日负载曲线每小时一行，共 24 行；读到 %1 行，其中第 %2 时出现不止一次</translation>
    </message>
    <message numerus="yes">
        <source>Reserve %n replica(s) on the %1 term around the clock: the load leaves no peak worth renting by the hour.</source>
        <translation>
            <numerusform>按“%1”全天保留 %n 个副本即可：负载没有值得按小时另租的高峰。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 replica(s) of %2 × %3 (%4 GPUs), %9 weights: the cheapest that keeps %5 at the peak of %6 requests/s with %7 % headroom%8.</source>
        <translation>%1 个副本，每副本 %2 张 %3（共 %4 张卡），%9 权重：在高峰每秒 %6 个请求、余量 %7% 下满足“%5”的最便宜配置%8。</translation>
    </message>
    <message>
        <source>%1 GPUs do not split into replicas of %2; give a divisor of %1</source>
        <translation>%1 张卡无法拆分为每副本 %2 张卡；请给出 %1 的约数</translation>
    </message>
    <message>
        <source>the GPUs must be from 1 to 100,000</source>
        <translation>卡数须在 1 到 100,000 之间</translation>
    </message>
    <message>
        <source>quote %1 cannot hold the service: %2</source>
        <translation>报价 %1 无法承载该推理服务：%2</translation>
    </message>
    <message>
        <source>the run asked for the model %1; the contract's is %2</source>
        <translation>测试所用模型为 %1，合同规定为 %2</translation>
    </message>
    <message>
        <source>the checkpoint %1 holds %2 weights; the contract's are %3</source>
        <translation>权重文件 %1 为 %2 权重，合同规定为 %3</translation>
    </message>
    <message>
        <source>the run's questions were %1 tokens long; the contract's are %2</source>
        <translation>测试的输入长度为 %1 token，合同规定为 %2</translation>
    </message>
    <message>
        <source>the run's questions averaged %1 tokens; the contract's are %2</source>
        <translation>测试的输入平均 %1 token，合同规定为 %2</translation>
    </message>
    <message>
        <source>the run's answers were %1 tokens long; the contract's are %2</source>
        <translation>测试的输出长度为 %1 token，合同规定为 %2</translation>
    </message>
    <message>
        <source>the run's answers averaged %1 tokens, shorter than the contract's %2: run the benchmark with --ignore-eos (as the script does) so that every answer is whole</source>
        <translation>测试的输出平均只有 %1 token，短于合同规定的 %2：请加 --ignore-eos 运行基准测试（脚本即如此），使每个回答都是完整长度</translation>
    </message>
    <message>
        <source>the output does not say how many requests were in flight; judged as if %1, the script's</source>
        <translation>输出中没有并发数；按脚本的 %1 评判</translation>
    </message>
    <message>
        <source>the run set no limit on the requests in flight; the contract's replica takes %1 at once</source>
        <translation>测试未限制并发数；合同规定的副本并发数为 %1</translation>
    </message>
    <message>
        <source>the run kept %1 requests in flight; the contract's replica takes %2</source>
        <translation>测试的并发数为 %1；合同规定的副本并发数为 %2</translation>
    </message>
    <message>
        <source>the output does not say the request rate; judged as if %1 requests/s, the script's</source>
        <translation>输出中没有请求速率；按脚本的 %1 请求/秒评判</translation>
    </message>
    <message>
        <source>the run sent %1 requests/s; the contract's replica takes %2</source>
        <translation>测试的请求速率为 %1 请求/秒；合同规定的副本请求速率为 %2</translation>
    </message>
    <message>
        <source>the run sent every request at once; the contract's replica takes %1 requests/s</source>
        <translation>测试一次性发出全部请求；合同规定的副本请求速率为 %1 请求/秒</translation>
    </message>
    <message>
        <source>the run capped the requests in flight at %1, which the contract's load does not</source>
        <translation>测试把并发数限制在 %1，而合同规定的负载没有此限制</translation>
    </message>
    <message>
        <source>the result has no p%1 %2 or above: run the benchmark with --metric-percentiles 50,%1,99 (as the script does)</source>
        <translation>结果中没有 P%1 或更高分位数的 %2：请用 --metric-percentiles 50,%1,99 运行基准测试（脚本即如此）</translation>
    </message>
    <message>
        <source>judged at p%1, the nearest percentile the run reports above the contract's p%2: a stricter test</source>
        <translation>按 P%1 评判：这是测试报告中高于合同 P%2 的最近分位数，评判更严格</translation>
    </message>
    <message>
        <source>time to first token p%1 (ms)</source>
        <translation>P%1 首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>time per output token p%1 (ms)</source>
        <translation>P%1 每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <source>meets the contract, as planned</source>
        <translation>符合合同，达到规划</translation>
    </message>
    <message>
        <source>meets the contract, below the plan</source>
        <translation>符合合同，低于规划</translation>
    </message>
    <message>
        <source>FAILS the contract</source>
        <translation>不符合合同</translation>
    </message>
    <message>
        <source>not the contract's run: not judged</source>
        <translation>不是合同规定的测试：不予评判</translation>
    </message>
    <message numerus="yes">
        <source>Not judged: the result is not of the contract's run (%n difference(s) below). Run the acceptance script's bench command on the replica as it is.</source>
        <translation>
            <numerusform>不予评判：该结果不是合同规定的测试（差异 %n 处，见下）。请在副本上原样运行验收脚本的 bench 命令。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 requests failed: the service must answer every request</source>
        <translation>%2 个请求中有 %1 个失败：服务必须回应每一个请求</translation>
    </message>
    <message>
        <source>the run sent %1 requests, fewer than the script's %2: its percentiles rest on fewer</source>
        <translation>测试只发出 %1 个请求，少于脚本的 %2 个：分位数所依据的样本更少</translation>
    </message>
    <message>
        <source>The replica %1.</source>
        <translation>该副本%1。</translation>
    </message>
    <message>
        <source>The replica on %1 %2.</source>
        <translation>%1 上的副本%2。</translation>
    </message>
    <message>
        <source>Not calibrated on %1 with %2: your measurements there are set aside.</source>
        <translation>%1（%2）未校准：您在该配置上的实测数据已被搁置。</translation>
    </message>
    <message>
        <source>With each left out, TPOT was off by %1 % (the published fit by %2 %).</source>
        <translation>逐条留出检验：每 token 时延误差 %1%（公开数据拟合为 %2%）。</translation>
    </message>
    <message numerus="yes">
        <source>%n set aside ('gpuplan measurements list').</source>
        <translation>
            <numerusform>另有 %n 条已搁置（“gpuplan measurements list”）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calibrated by %n of your measurements on %1 with %2: TPOT %3, TTFT %4 against the published fit.</source>
        <translation>
            <numerusform>已按您在 %1（%2）上的 %n 条实测数据校准：相对公开数据拟合，每 token 时延 %3，首 token 时延 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan expects %1 ms, band %2–%3</source>
        <translation>规划预计 %1 毫秒，误差区间 %2–%3</translation>
    </message>
    <message>
        <source>≤ %1 ms (%2)</source>
        <translation>≤ %1 毫秒（%2）</translation>
    </message>
    <message>
        <source>no limit (%1)</source>
        <translation>不限（%1）</translation>
    </message>
    <message>
        <source>Service: model, weights, KV cache and engine</source>
        <translation>推理服务：模型、权重精度、KV 缓存与推理引擎</translation>
    </message>
    <message>
        <source>%1, %2 weights, %3 KV cache, %4</source>
        <translation>%1，%2 权重，%3 KV 缓存，%4</translation>
    </message>
    <message>
        <source>Service: each replica, its load and lengths</source>
        <translation>推理服务：每个副本的配置、负载与输入输出长度</translation>
    </message>
    <message>
        <source>%1 requests at once</source>
        <translation>并发 %1 个请求</translation>
    </message>
    <message>
        <source>%1 replica(s) of %2 × %3 (tensor parallel %2), each %4; %5 input / %6 output tokens</source>
        <translation>%1 个副本，每副本 %2 张 %3（张量并行 %2），每副本负载 %4；输入 %5 / 输出 %6 token</translation>
    </message>
    <message>
        <source>Service: time to first token at p%1</source>
        <translation>推理服务：P%1 首 token 时延</translation>
    </message>
    <message>
        <source>Service: time per output token at p%1</source>
        <translation>推理服务：P%1 每 token 时延</translation>
    </message>
    <message>
        <source>Service: output tokens/s per replica</source>
        <translation>推理服务：每副本输出吞吐量（token/秒）</translation>
    </message>
    <message>
        <source>at least %1 (the plan expects %2, band %1–%3)</source>
        <translation>至少 %1（规划预计 %2，误差区间 %1–%3）</translation>
    </message>
    <message>
        <source>%1, the load's</source>
        <translation>%1，即负载本身</translation>
    </message>
    <message>
        <source>Service: every request of the benchmark answered</source>
        <translation>推理服务：基准测试的每个请求均完成</translation>
    </message>
    <message>
        <source>0 failed</source>
        <translation>失败 0 个</translation>
    </message>
    <message>
        <source>the replica</source>
        <translation>该副本</translation>
    </message>
    <message>
        <source>%1: %2 measured on %3 with %4; plan %5 (%6–%7)%8</source>
        <translation>%1：%3 上用 %4 实测 %2；规划 %5（%6–%7）%8</translation>
    </message>
    <message>
        <source>; contract ≤ %1</source>
        <translation>；合同要求 ≤ %1</translation>
    </message>
    <message>
        <source>%1 of %2 requests answered on %3, %4 failed</source>
        <translation>%3 上 %2 个请求完成 %1 个，失败 %4 个</translation>
    </message>
    <message>
        <source>the result does not say the lengths: give --input and --output</source>
        <translation>结果中没有输入输出长度：请给出 --input 和 --output</translation>
    </message>
    <message>
        <source>the result does not say its load (a rate, or a limit on the requests in flight): give --rate or --concurrency</source>
        <translation>结果中没有负载（请求速率或并发上限）：请给出 --rate 或 --concurrency</translation>
    </message>
    <message>
        <source>the result was run with %1, not %2: give the model it ran</source>
        <translation>该结果用的是 %1，不是 %2：请给出实际运行的模型</translation>
    </message>
    <message>
        <source>vLLM up to 0.7 (V0 engine)</source>
        <translation>vLLM 0.7 及更早（V0 引擎）</translation>
    </message>
    <message>
        <source>vLLM 0.8 and later (V1 engine)</source>
        <translation>vLLM 0.8 及以后（V1 引擎）</translation>
    </message>
    <message>
        <source>SGLang up to 0.3</source>
        <translation>SGLang 0.3 及更早</translation>
    </message>
    <message>
        <source>SGLang 0.4 and later</source>
        <translation>SGLang 0.4 及以后</translation>
    </message>
    <message>
        <source>TensorRT-LLM up to 0.18 (TensorRT engines)</source>
        <translation>TensorRT-LLM 0.18 及更早（TensorRT 引擎）</translation>
    </message>
    <message>
        <source>TensorRT-LLM 0.19 and later (PyTorch back end)</source>
        <translation>TensorRT-LLM 0.19 及以后（PyTorch 后端）</translation>
    </message>
    <message>
        <source>'%1' is not an engine; use vllm, sglang, tensorrt-llm or mindie, with a version after @ if you like (vllm@0.6)</source>
        <translation>“%1”不是推理引擎；请用 vllm、sglang、tensorrt-llm 或 mindie，可在 @ 后写版本（vllm@0.6）</translation>
    </message>
    <message>
        <source>'%1' is not a version: give its numbers after @, as vllm@0.6 or sglang@0.5.9</source>
        <translation>“%1”不是版本号：请在 @ 后写数字版本，如 vllm@0.6 或 sglang@0.5.9</translation>
    </message>
    <message>
        <source>%1 (%2) is not calibrated: no published row with its lengths; the constants of %3 are used, with the wider band measured by leaving whole engine generations out</source>
        <translation>%1（%2）未经校准：没有注明输入输出长度的公开数据；采用 %3 的常数，并采用按整代引擎留出测得的更宽区间</translation>
    </message>
    <message>
        <source>%1, the current generation: %2</source>
        <translation>%1，当前代际：%2</translation>
    </message>
    <message>
        <source>%1, of the generation %2</source>
        <translation>%1，属于 %2 代际</translation>
    </message>
    <message numerus="yes">
        <source>%1; its constants are fitted on %n published rows (newest %2)</source>
        <translation>
            <numerusform>%1；其常数由 %n 行公开数据拟合（最新 %2）</numerusform>
        </translation>
    </message>
    <message>
        <source>; this version is newer than any row</source>
        <translation>；该版本比所有数据行都新</translation>
    </message>
    <message>
        <source>MindIE, any version</source>
        <translation>MindIE 各版本</translation>
    </message>
    <message>
        <source>its %1 attention heads (%2 KV heads) do not split evenly over %3 GPUs of tensor parallelism; the engines refuse such a layout</source>
        <translation>其 %1 个注意力头（%2 个 KV 头）无法在张量并行的 %3 张卡上均分；推理引擎不接受这种布局</translation>
    </message>
    <message>
        <source>speculative decoding (decode step per output token, ms)</source>
        <translation>投机解码（每个输出 token 的解码步时间，毫秒）</translation>
    </message>
    <message>
        <source>(a step verifying draft + 1 tokens of each sequence + draft passes of about one layer each) ÷ the tokens a step keeps</source>
        <translation>（每个序列验证草拟数 + 1 个 token 的一步 + 每次约一层计算量的草拟）÷ 每步保留的 token 数</translation>
    </message>
    <message>
        <source>%1 draft tokens, %2 tokens kept a step; a step %3 ms</source>
        <translation>草拟 %1 个 token，每步保留 %2 个；每步 %3 毫秒</translation>
    </message>
    <message>
        <source>DeepSeek-V3 technical report (arXiv 2412.19437) §5.4.3: the second token accepted 85–90 % of the time with one MTP token</source>
        <translation>DeepSeek-V3 技术报告（arXiv 2412.19437）§5.4.3：一个 MTP token 时，第二个 token 的接受率为 85–90%</translation>
    </message>
    <message>
        <source>draft tokens per step must be from 0 (off) to 8</source>
        <translation>每步草拟 token 数须在 0（关闭）到 8 之间</translation>
    </message>
    <message numerus="yes">
        <source>with %n draft token(s) a step keeps more than 1 and at most %1 tokens per sequence on average; %2 was given</source>
        <translation>
            <numerusform>草拟 %n 个 token 时，每步每个序列平均保留的 token 数应大于 1、不超过 %1；给出的是 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>an acceptance length is for speculative decoding: give the draft tokens per step too</source>
        <translation>接受长度用于投机解码：请同时给出每步草拟的 token 数</translation>
    </message>
    <message>
        <source>the term must be 1 to 120 months, not %1</source>
        <translation>租期须为 1 至 120 个月，而不是 %1</translation>
    </message>
    <message>
        <source>term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>S5–S8, S32 (NVIDIA TensorRT-LLM perf-overview, v1.0); S33 (NVIDIA's H200 launch blog, TensorRT-LLM v0.5); S9–S15 (ai-dynamo aiconfigurator silicon_refs.csv); S24, S25 (tenstorrent tt-inference-server); S26 (Oracle); S28 (johnmusgrave.com); S30 (databasemart.com): published serving benchmarks; S40–S96 (aiconfigurator silicon_sample.csv) only test</source>
        <translation>公开发布的推理基准测试：NVIDIA TensorRT-LLM 性能概览 v1.0（S5–S8、S32）、NVIDIA H200 发布博客（TensorRT-LLM v0.5，S33）、ai-dynamo aiconfigurator 的参考实测（S9–S15）、Tenstorrent tt-inference-server（S24、S25）、Oracle（S26）、johnmusgrave.com（S28）、databasemart.com（S30）；aiconfigurator 的样本实测（S40–S96）只用于检验</translation>
    </message>
    <message>
        <source>time to first token (TTFT) within %1 ms</source>
        <translation>首 token 时延（TTFT）≤ %1 毫秒</translation>
    </message>
    <message>
        <source>time per output token (TPOT) %1 ms (%2 tokens/s per user)</source>
        <translation>每 token 时延（TPOT）≤ %1 毫秒（单用户约每秒 %2 个 token）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>servers used of the servers offered</comment>
        <translation>%1 台（共 %2 台）</translation>
    </message>
</context>
<context>
    <name>ServingReport</name>
    <message>
        <source>reserved base</source>
        <translation>保底容量</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>弹性容量</translation>
    </message>
    <message>
        <source>hour of the day → replicas each hour</source>
        <translation>横轴为时刻（小时），纵轴为每小时的副本数</translation>
    </message>
    <message>
        <source>The service</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Tokens per request (input / output)</source>
        <translation>每个请求的 token 数（输入 / 输出）</translation>
    </message>
    <message>
        <source>Load at the peak</source>
        <translation>高峰负载</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>时延目标</translation>
    </message>
    <message>
        <source>Busy hours and headroom</source>
        <translation>忙闲时段与余量</translation>
    </message>
    <message>
        <source>Requests a day</source>
        <translation>每天请求数</translation>
    </message>
    <message>
        <source>The best configuration of each GPU model</source>
        <translation>每种 GPU 型号的最佳配置</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas (band)</source>
        <translation>每副本卡数 × 副本数（估算区间）</translation>
    </message>
    <message>
        <source>TTFT / TPOT at the peak, ms</source>
        <translation>高峰时首 token 时延 / 每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>A month, VAT excluded</source>
        <translation>每月费用（不含增值税）</translation>
    </message>
    <message>
        <source>The cheapest way to pay</source>
        <translation>最省的付费方式</translation>
    </message>
    <message>
        <source>all reserved for the peak</source>
        <translation>高峰所需副本全部包月/包年</translation>
    </message>
    <message>
        <source>Serving plan</source>
        <translation>推理服务规划</translation>
    </message>
    <message>
        <source>Customer or project</source>
        <translation>客户或项目</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>文档编号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>How the figures are made</source>
        <translation>数值的计算方法</translation>
    </message>
    <message>
        <source>Stored quotes weighed for this service</source>
        <translation>按本服务比较的已存报价</translation>
    </message>
    <message>
        <source>A quote's servers cap its replicas. A month is a year of service under the quote's own terms (minimum term, billing unit, setup fee) divided by 12, as this buyer pays it:</source>
        <translation>副本数以报价中的服务器台数为上限。每月费用 = 按该报价自身条款（最短租期、计费单位、开通费）计算的一年服务费用 ÷ 12，按本采购方的口径计算：</translation>
    </message>
    <message>
        <source>Vendor and quote</source>
        <translation>供应商与报价</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas needed / held</source>
        <translation>每副本卡数 × 所需 / 可容纳副本数</translation>
    </message>
    <message>
        <source>Servers used</source>
        <translation>使用服务器台数</translation>
    </message>
    <message>
        <source>A month, to you</source>
        <translation>每月采购成本</translation>
    </message>
    <message>
        <source>Per 1M output tokens (CNY)</source>
        <translation>每百万输出 token（元）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message numerus="yes">
        <source>%n more quote(s) not listed.</source>
        <translation>
            <numerusform>另有 %n 条报价未列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>question lengths vary by</source>
        <translation>问题长度波动</translation>
    </message>
    <message>
        <source>Memory, prefill and decode step times from each GPU's compute, memory bandwidth and links; arrivals at random with prefills first; capacity is the highest load whose latencies stay within the targets. The constants are fitted on published serving benchmarks; with each source left out, throughput was off by a median of %1 %, time to first token by %2 % and time per output token by %3 %. Published ÷ estimated, 10th–90th percentile:</source>
        <translation>显存、预填充和解码每步的时间由每张卡的算力、显存带宽和卡间链路算出；请求随机到达，预填充优先；服务能力是时延仍满足目标的最高负载。常数用公开的推理基准拟合；每次留出一个来源验证时，吞吐量误差中位数 %1%，首 token 时延 %2%，每 token 时延 %3%。公开值 ÷ 估算值的第 10–90 百分位：</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>推理引擎：%1。</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>Speculative decoding (draft tokens / tokens kept a step)</source>
        <translation>投机解码（每步草拟 / 平均保留的 token 数）</translation>
    </message>
    <message>
        <source>Per 1M output / input tokens (CNY, VAT excluded)</source>
        <translation>每百万输出 / 输入 token 成本（元，不含税）</translation>
    </message>
    <message>
        <source>A month with the mix below, VAT excluded</source>
        <translation>按下图组合每月（不含税）</translation>
    </message>
    <message>
        <source>At full use of the capacity, per 1M output / input tokens (CNY, VAT excluded)</source>
        <translation>服务能力用满时，每百万输出 / 输入 token 成本（元，不含增值税）</translation>
    </message>
    <message>
        <source>about %1</source>
        <comment>a count</comment>
        <translation>约 %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 is not a month's hours; use 730 (8,760 / 12), 720 (30 days) or another value from 672 to 744</source>
        <translation>%1 不是一个月的小时数；请用 730（8,760 / 12）、720（30 天）或 672 到 744 之间的其他值</translation>
    </message>
    <message>
        <source>'%1' is not a supported language; use zh or en</source>
        <translation>不支持语言“%1”；请用 zh 或 en</translation>
    </message>
    <message>
        <source>'%1' is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <source>'%1' is not a money scale; use exact (¥3,566,146.42) or wan (356.61 万元)</source>
        <translation>“%1”不是有效的金额单位；请用 exact（元，如 ¥3,566,146.42）或 wan（万元，如 356.61 万元）</translation>
    </message>
    <message>
        <source>'%1' is not a tax status; use general (一般纳税人), small-scale (小规模纳税人) or outside (outside mainland China)</source>
        <translation>“%1”不是纳税人身份；请用 general（一般纳税人）、small-scale（小规模纳税人）或 outside（中国大陆以外）</translation>
    </message>
    <message>
        <source>a percent of GPU memory from 0 to 50, e.g. 10</source>
        <translation>显存百分比，0 到 50，例如 10</translation>
    </message>
    <message>
        <source>a percent of spot servers pre-empted in a month, from 0 to 99, e.g. 20</source>
        <translation>竞价实例每月被回收的服务器百分比，0 到 99，例如 20</translation>
    </message>
    <message>
        <source>hours between checkpoints, from 0.05 to 48, e.g. 1</source>
        <translation>检查点间隔小时数，0.05 到 48，例如 1</translation>
    </message>
    <message>
        <source>minutes to restart after a pre-emption, from 0 to 600, e.g. 15</source>
        <translation>回收后重启所需分钟数，0 到 600，例如 15</translation>
    </message>
    <message>
        <source>'%1' is not allowed: %2</source>
        <translation>“%1”不可用：应为%2</translation>
    </message>
    <message>
        <source>unknown setting; the settings are hours-per-month, region, language, money-scale, tax-status, memory-headroom, spot-interruptions, checkpoint-interval and spot-restart</source>
        <translation>未知的设置；可用的设置有 hours-per-month、region、language、money-scale、tax-status、memory-headroom、spot-interruptions、checkpoint-interval 和 spot-restart</translation>
    </message>
    <message>
        <source>the settings file cannot be written; nothing was changed</source>
        <translation>无法写入设置文件；设置未改动</translation>
    </message>
    <message>
        <source>'%1' is not a region of the reference prices; use China (中国) or global (全球)</source>
        <translation>“%1”不是参考价格中的地区；请使用 China（中国大陆）或 global（全球）</translation>
    </message>
</context>
<context>
    <name>Spreadsheet</name>
    <message>
        <source>the part %1 cannot be unpacked (the workbook is damaged)</source>
        <translation>无法解压部件 %1（工作簿已损坏）</translation>
    </message>
    <message>
        <source>the part %1 is %2 MB unpacked; a quote workbook is far smaller</source>
        <translation>部件 %1 解压后达 %2 MB；报价工作簿远小于此</translation>
    </message>
    <message>
        <source>the part %1 cannot be unpacked (the workbook is damaged or protected by a password)</source>
        <translation>无法解压部件 %1（工作簿已损坏或设有密码）</translation>
    </message>
    <message>
        <source>the part %1 is larger than a quote workbook can be</source>
        <translation>部件 %1 超出报价工作簿应有的大小</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>the file is a ZIP archive but not an Excel workbook (it has no xl/workbook.xml)</source>
        <translation>该文件是 ZIP 压缩包，但不是 Excel 工作簿（缺少 xl/workbook.xml）</translation>
    </message>
    <message>
        <source>the workbook's list of sheets is damaged: %1</source>
        <translation>工作簿的工作表列表已损坏：%1</translation>
    </message>
    <message>
        <source>sheet '%1'</source>
        <translation>工作表“%1”</translation>
    </message>
    <message>
        <source>more than %1 cells; a quote sheet is far smaller</source>
        <translation>超过 %1 个单元格；报价表远小于此</translation>
    </message>
    <message>
        <source>the sheet is damaged (line %1 of its XML: %2)</source>
        <translation>工作表已损坏（其 XML 第 %1 行：%2）</translation>
    </message>
    <message>
        <source>the file is not an Excel workbook (.xlsx or .xls)</source>
        <translation>该文件不是 Excel 工作簿（.xlsx 或 .xls）</translation>
    </message>
    <message>
        <source>a temporary copy of the workbook cannot be written: %1</source>
        <translation>无法写入工作簿的临时副本：%1</translation>
    </message>
    <message>
        <source>the file starts as a ZIP archive (an .xlsx workbook) but cannot be opened as one; it is damaged or cut short</source>
        <translation>该文件开头是 ZIP 压缩包（.xlsx 工作簿），但无法打开；文件已损坏或不完整</translation>
    </message>
    <message>
        <source>the workbook has no worksheets</source>
        <translation>工作簿中没有工作表</translation>
    </message>
    <message>
        <source>the file is an Office compound file but holds no Excel workbook (a Word or PowerPoint file?)</source>
        <translation>该文件是 Office 复合文档，但不含 Excel 工作簿（可能是 Word 或 PowerPoint 文件）</translation>
    </message>
    <message>
        <source>the workbook is not in the Excel 97–2003 format FreeXL reads (an older Excel?); save it again as .xlsx</source>
        <translation>该工作簿不是可读取的 Excel 97–2003 格式（可能来自更早的 Excel）；请另存为 .xlsx</translation>
    </message>
    <message>
        <source>the workbook's text is in a character set that cannot be read; save it again as .xlsx</source>
        <translation>该工作簿的文字编码无法读取；请另存为 .xlsx</translation>
    </message>
    <message>
        <source>the .xls workbook is damaged and cannot be read (error %1); open it in Excel or WPS and save it as .xlsx</source>
        <translation>.xls 工作簿已损坏，无法读取（错误 %1）；请用 Excel 或 WPS 打开并另存为 .xlsx</translation>
    </message>
    <message>
        <source>the workbook is protected by a password; save a copy without one</source>
        <translation>工作簿设有密码；请另存一份不带密码的副本</translation>
    </message>
    <message>
        <source>the sheet cannot be read</source>
        <translation>无法读取该工作表</translation>
    </message>
    <message>
        <source>the .xls workbook could not be read safely (the reader stopped on it); open it in Excel or WPS and save it as .xlsx</source>
        <translation>无法安全读取该 .xls 工作簿（读取程序在此文件上中止）；请用 Excel 或 WPS 打开并另存为 .xlsx</translation>
    </message>
    <message>
        <source>the workbook's shared strings declare entities (line %1 of xl/sharedStrings.xml); Excel and WPS never write them: save the workbook again from Excel or WPS</source>
        <translation>工作簿的共享字符串声明了实体（xl/sharedStrings.xml 第 %1 行），Excel 和 WPS 不会这样写：请用 Excel 或 WPS 重新保存该工作簿</translation>
    </message>
    <message>
        <source>the workbook's shared strings are damaged (line %1 of xl/sharedStrings.xml: %2); save it again from Excel or WPS</source>
        <translation>工作簿的共享字符串已损坏（xl/sharedStrings.xml 第 %1 行：%2）；请用 Excel 或 WPS 重新保存</translation>
    </message>
    <message>
        <source>shared string %1 does not exist (the workbook has no shared strings)</source>
        <translation>共享字符串 %1 不存在（该工作簿没有共享字符串）</translation>
    </message>
    <message>
        <source>shared string %1 does not exist (the workbook has %2)</source>
        <translation>共享字符串 %1 不存在（该工作簿共有 %2 个）</translation>
    </message>
    <message>
        <source>a formula without a saved result: open the workbook in Excel or WPS and save it</source>
        <translation>公式没有保存计算结果：请用 Excel 或 WPS 打开该工作簿并保存</translation>
    </message>
    <message>
        <source>its %1 merged ranges cover more than %2 cells; a quote sheet is far smaller (Excel keeps merged ranges apart): save it again from Excel or WPS</source>
        <translation>其 %1 个合并单元格区域覆盖超过 %2 个单元格，远超报价表的规模（Excel 的合并区域互不重叠）：请用 Excel 或 WPS 重新保存</translation>
    </message>
</context>
<context>
    <name>TeamPasswords</name>
    <message>
        <source>no system keyring is available here (%1)</source>
        <translation>此处没有可用的系统密钥环（%1）</translation>
    </message>
    <message>
        <source>the system keyring refused access (%1)</source>
        <translation>系统密钥环拒绝访问（%1）</translation>
    </message>
    <message>
        <source>the system keyring cannot be used (%1)</source>
        <translation>无法使用系统密钥环（%1）</translation>
    </message>
    <message>
        <source>%1; put the password in libpq's password file ~/.pgpass (one line: host:port:database:user:password, mode 0600) or in PGPASSWORD</source>
        <translation>%1；请把密码写入 libpq 的密码文件 ~/.pgpass（一行：主机:端口:数据库:用户:密码，权限 0600）或环境变量 PGPASSWORD</translation>
    </message>
    <message>
        <source>system keyring</source>
        <translation>系统密钥环</translation>
    </message>
    <message>
        <source>Password of the team database</source>
        <translation>团队数据库密码</translation>
    </message>
    <message>
        <source>The team database %1 asks a password. It is kept in the system keyring when it works, never in the settings.</source>
        <translation>团队数据库 %1 要求输入密码。密码验证通过后保存在系统密钥环中，绝不写入设置。</translation>
    </message>
    <message>
        <source>The password is kept in the system keyring.</source>
        <translation>密码已保存在系统密钥环中。</translation>
    </message>
    <message>
        <source>The password was not kept: %1.</source>
        <translation>密码未保存：%1。</translation>
    </message>
</context>
<context>
    <name>TeamRoles</name>
    <message>
        <source>team roles</source>
        <translation>团队角色</translation>
    </message>
    <message>
        <source>role %1 (%2) was already there</source>
        <translation>角色 %1（%2）已存在</translation>
    </message>
    <message>
        <source>created role %1 (%2)</source>
        <translation>已创建角色 %1（%2）</translation>
    </message>
    <message>
        <source>created login %1 (no password: give one with ALTER ROLE … PASSWORD, or let the server trust its network)</source>
        <translation>已创建登录账号 %1（无密码：用 ALTER ROLE … PASSWORD 设置，或让服务器信任其网络）</translation>
    </message>
    <message>
        <source>%1 was already a member of %2</source>
        <translation>%1 已是 %2 的成员</translation>
    </message>
    <message>
        <source>granted %1 to %2</source>
        <translation>已将 %1 授予 %2</translation>
    </message>
    <message>
        <source>every table was already owned by %1</source>
        <translation>所有表已归 %1 所有</translation>
    </message>
    <message numerus="yes">
        <source>%1 now owns %n table(s): %2</source>
        <translation>
            <numerusform>%1 现拥有 %n 张表：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>rights: %1 reads; %2 reads and writes, the purchase events and the audit trail only grow; %3 is a buyer who may approve</source>
        <translation>权限：%1 只读；%2 可读写，采购项目记录和审计记录只增不改；%3 是可审批的采购人员</translation>
    </message>
    <message>
        <source>the server now stamps who prepared and who approved an award, refuses the preparer's approval and a non-approver's, keeps an approval final, and names the login in every purchase event and audit row</source>
        <translation>服务器现记录定标的经办人和审批人，拒绝经办人及非审批人审批，审批后不可更改，并在每条采购项目记录和审计记录中写明登录账号</translation>
    </message>
    <message>
        <source>the server's guards of awards, approvals and the record were already there (their code renewed)</source>
        <translation>服务器对定标、审批和记录的保护已存在（其代码已更新）</translation>
    </message>
    <message>
        <source>'%1' is not a login name: 1 to 63 bytes, no spaces at either end, no control characters</source>
        <translation>“%1”不是登录账号名：应为 1 到 63 字节，两端无空格，不含控制字符</translation>
    </message>
    <message>
        <source>'%1' is reserved (pg_… names are the server's, gpuplan_… the team's groups); give a person's login</source>
        <translation>“%1”为保留名称（pg_… 属于服务器，gpuplan_… 属于团队的组）；请给出个人的登录账号</translation>
    </message>
    <message>
        <source>%1 is named twice: give each login one of --buyers, --approvers, --viewers (an approver is also a buyer)</source>
        <translation>%1 出现了两次：每个登录账号只能属于 --buyers、--approvers、--viewers 之一（审批人同时也是采购人员）</translation>
    </message>
    <message>
        <source>a database file has no roles: who may read or change it is decided by the file's permissions; give a postgresql:// address</source>
        <translation>数据库文件没有角色：谁能读写由文件权限决定；请给出 postgresql:// 地址</translation>
    </message>
    <message>
        <source>%1 cannot create roles: set the team up with the administrator's login (a superuser, or a role with CREATEROLE that owns the database); nothing was changed</source>
        <translation>%1 不能创建角色：请用管理员的登录账号设置团队（超级用户，或拥有该数据库且有 CREATEROLE 权限的角色）；未做任何更改</translation>
    </message>
    <message>
        <source>owns the tables; nobody logs in as it</source>
        <translation>拥有各表；无人以它登录</translation>
    </message>
    <message>
        <source>buyers: read and write</source>
        <translation>采购人员：可读写</translation>
    </message>
    <message>
        <source>approvers: buyers who may approve an award</source>
        <translation>审批人：可审批定标的采购人员</translation>
    </message>
    <message>
        <source>viewers: read only</source>
        <translation>查看者：只读</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>%1 is not an approver on this team database; nothing was approved. Its administrator makes approvers with: gpuplan db roles --approvers %1</source>
        <translation>%1 不是此团队数据库的审批人；未做任何审批。管理员可用以下命令设置审批人：gpuplan db roles --approvers %1</translation>
    </message>
</context>
<context>
    <name>Tender</name>
    <message>
        <source>request for quotation (询价)</source>
        <translation>询价</translation>
    </message>
    <message>
        <source>competitive negotiation</source>
        <translation>竞争性谈判</translation>
    </message>
    <message>
        <source>competitive consultation</source>
        <translation>竞争性磋商</translation>
    </message>
    <message>
        <source>open tender</source>
        <translation>公开招标</translation>
    </message>
    <message>
        <source>invited tender</source>
        <translation>邀请招标</translation>
    </message>
    <message>
        <source>single source</source>
        <translation>单一来源</translation>
    </message>
    <message>
        <source>the company's own comparison</source>
        <translation>企业自行比价</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>open for offers</source>
        <translation>接收报价中</translation>
    </message>
    <message>
        <source>evaluating</source>
        <translation>评审中</translation>
    </message>
    <message>
        <source>awarded</source>
        <translation>已定标</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>scoring (price and criteria weighted)</source>
        <translation>综合评分法</translation>
    </message>
    <message>
        <source>lowest evaluated price</source>
        <translation>最低评标价法</translation>
    </message>
    <message>
        <source>final offer</source>
        <translation>最后报价</translation>
    </message>
    <message>
        <source>clarification</source>
        <translation>澄清</translation>
    </message>
    <message>
        <source>offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation>供应商 %1</translation>
    </message>
    <message>
        <source>%1 was not invited; the invited vendors are %2</source>
        <translation>%1 不在受邀之列；受邀供应商为 %2</translation>
    </message>
    <message>
        <source>a clarification stands beside an offer; %1 has made none</source>
        <translation>澄清须附在报价旁；%1 尚未报价</translation>
    </message>
    <message>
        <source>a clarification needs its text</source>
        <translation>澄清须写明内容</translation>
    </message>
    <message>
        <source>under a request for quotation (询价) each vendor gives one price that cannot be changed (政府采购法 第四十条); %1 has given its price in round %2</source>
        <translation>询价方式下每家供应商一次报出不得更改的价格（政府采购法 第四十条）；%1 已在第 %2 轮报价</translation>
    </message>
    <message>
        <source>a bid cannot be changed once submitted, only clarified (招标投标法 第三十九条); record a clarification instead</source>
        <translation>投标文件提交后不得更改，只能澄清（招标投标法 第三十九条）；请改为记录澄清</translation>
    </message>
    <message>
        <source>%1 has made its final offer; no later offer can be taken</source>
        <translation>%1 已作出最后报价；不再接收其后的报价</translation>
    </message>
    <message>
        <source>a final offer belongs to negotiation and consultation</source>
        <translation>最后报价只用于竞争性谈判、竞争性磋商等多轮方式</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>the award was approved by %1 on %2</source>
        <translation>该定标已于%2由%1审批通过</translation>
    </message>
    <message>
        <source>the award was prepared by %1; someone else must approve it (separation of duties)</source>
        <translation>该定标的经办人是 %1；须由其他人审批（不相容职务分离）</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权值</translation>
    </message>
    <message>
        <source>each weight is from 0 to 100</source>
        <translation>每项权值须在 0 到 100 之间</translation>
    </message>
    <message>
        <source>the weights add up to %1; they must add up to 100</source>
        <translation>权值合计为 %1，须为 100</translation>
    </message>
    <message>
        <source>No offer meets every requirement: there is nothing to award.</source>
        <translation>没有报价满足全部需求：无可定标。</translation>
    </message>
    <message>
        <source>The winner changes if the price weight moves by %1 points (from %2), the other weights scaled to keep the sum at 100.</source>
        <translation>价格权值（现为 %2）变动 %1 分时第一名会改变（其余权值按比例调整，合计保持 100）。</translation>
    </message>
    <message>
        <source>No price weight from 0 to 100 changes the winner.</source>
        <translation>价格权值在 0 到 100 之间任意取值，第一名都不变。</translation>
    </message>
    <message>
        <source>The runner-up's evaluated price is %1% above the winner's.</source>
        <translation>第二名的评标价比第一名高 %1%。</translation>
    </message>
    <message>
        <source>Only one offer meets every requirement.</source>
        <translation>只有一份报价满足全部需求。</translation>
    </message>
    <message>
        <source>purchase created</source>
        <translation>创建采购项目</translation>
    </message>
    <message>
        <source>back to draft</source>
        <translation>退回草稿</translation>
    </message>
    <message>
        <source>opened for offers</source>
        <translation>开始接收报价</translation>
    </message>
    <message>
        <source>offer recorded</source>
        <translation>录入报价</translation>
    </message>
    <message>
        <source>final offer recorded</source>
        <translation>录入最后报价</translation>
    </message>
    <message>
        <source>clarification recorded</source>
        <translation>录入澄清</translation>
    </message>
    <message>
        <source>offers closed for evaluation</source>
        <translation>截止报价，进入评审</translation>
    </message>
    <message>
        <source>award prepared</source>
        <translation>拟定标</translation>
    </message>
    <message>
        <source>award approved</source>
        <translation>定标审批通过</translation>
    </message>
    <message>
        <source>awarded offer put on the quotes page with its checklists</source>
        <translation>成交报价存入报价页并生成检查清单</translation>
    </message>
    <message>
        <source>purchase cancelled</source>
        <translation>取消采购项目</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>offers were due by %1 and %2 made none by then (today is %3); a late offer is not taken</source>
        <translation>报价截止日期为 %1，%2 在此之前未提交报价（今天是 %3）；逾期报价不予接收</translation>
    </message>
    <message>
        <source>purchase declared failed</source>
        <translation>宣布废标/终止</translation>
    </message>
    <message>
        <source>reopened for a further round</source>
        <translation>再开一轮报价</translation>
    </message>
    <message>
        <source>awarded, waiting for approval</source>
        <translation>已定标，待审批</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已审批</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>已废标/终止</translation>
    </message>
    <message>
        <source>record an offer</source>
        <translation>录入报价</translation>
    </message>
    <message>
        <source>record a clarification</source>
        <translation>录入澄清</translation>
    </message>
    <message>
        <source>close offers for evaluation</source>
        <translation>截止报价并进入评审</translation>
    </message>
    <message>
        <source>reopen for a further round</source>
        <translation>再开一轮报价</translation>
    </message>
    <message>
        <source>award</source>
        <translation>定标</translation>
    </message>
    <message>
        <source>approve the award</source>
        <translation>审批定标</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>declare failed</source>
        <translation>宣布废标/终止</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>采购项目 %1</translation>
    </message>
    <message>
        <source>the award was approved and quote %1 is on the desk with its checklists; an approved award is ended under its contract, not by cancelling the purchase</source>
        <translation>定标已审批，报价 %1 及其核对清单已生效；已审批的定标须依合同解除，不能通过取消采购项目撤销</translation>
    </message>
    <message>
        <source>the purchase is %1; nothing more can be done with it (%2 is not possible)</source>
        <translation>采购项目状态为“%1”，不能再进行任何操作（无法%2）</translation>
    </message>
    <message>
        <source>the purchase is %1: %2 is not possible; what can be done: %3</source>
        <translation>采购项目状态为“%1”，无法%2；当前可进行：%3</translation>
    </message>
    <message>
        <source>a %1 has no further rounds: %2</source>
        <translation>%1不设多轮报价：%2</translation>
    </message>
    <message>
        <source>goods (buying servers)</source>
        <translation>货物（购买服务器）</translation>
    </message>
    <message>
        <source>services (renting)</source>
        <translation>服务（租用）</translation>
    </message>
    <message>
        <source>a %1 cannot be decided by %2: %3</source>
        <translation>%1不能采用%2：%3</translation>
    </message>
    <message>
        <source>evaluation method</source>
        <translation>评审方法</translation>
    </message>
    <message>
        <source>the price weight is %1; for %2 under a %3 it is from %4 to %5: %6</source>
        <translation>价格权值为 %1；%3的%2项目价格权值须在 %4 至 %5 之间：%6</translation>
    </message>
    <message>
        <source>a vendor's name has 1 to %1 characters; '%2' has %3</source>
        <translation>供应商名称须为 1 至 %1 个字符；“%2”有 %3 个</translation>
    </message>
    <message>
        <source>invited vendors</source>
        <translation>受邀供应商</translation>
    </message>
    <message>
        <source>%1 is invited twice (names are compared without spaces, case and company-form suffixes)</source>
        <translation>%1 被重复邀请（比较名称时忽略空格、大小写及“有限公司”等后缀）</translation>
    </message>
    <message>
        <source>%1 vendors are invited; at most %2</source>
        <translation>邀请了 %1 家供应商；最多 %2 家</translation>
    </message>
    <message>
        <source>a %1 invites at least %2 vendor(s); %3 are named: %4</source>
        <translation>%1须邀请至少 %2 家供应商，现为 %3 家：%4</translation>
    </message>
    <message>
        <source>a %1 names exactly %2 vendor; %3 are named: %4</source>
        <translation>%1只能有 %2 家供应商，现为 %3 家：%4</translation>
    </message>
    <message>
        <source>the deadline for offers, %1, is in the past (today is %2)</source>
        <translation>报价截止日期 %1 已过（今天是 %2）</translation>
    </message>
    <message>
        <source>deadline for offers</source>
        <translation>报价截止日期</translation>
    </message>
    <message>
        <source>this vendor has made no offer</source>
        <translation>该供应商未提交报价</translation>
    </message>
    <message>
        <source>the offer cannot be awarded: %1</source>
        <translation>该报价不能定标：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) substantially respond; a %1 needs at least %2 before an award: %3. Declare the purchase failed (gpuplan tender fail) and run it again</source>
        <translation>
            <numerusform>实质性响应的报价只有 %n 份；%1须至少 %2 份方可定标：%3。请宣布废标/终止（gpuplan tender fail）后重新采购</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is ranked %2 and %3 is first; a %4 awards in the order of the ranking, whatever the reason: %5</source>
        <translation>%1 排名第 %2，%3 排名第一；%4须按评审排名顺序确定成交供应商，不因理由改变：%5</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1 is not first in the evaluation (%2 is); the award needs a written reason</source>
        <translation>%1 不是评审第一名（第一名为 %2）；定标须书面说明理由</translation>
    </message>
    <message>
        <source>a purchase needs a name</source>
        <translation>采购项目须有名称</translation>
    </message>
    <message>
        <source>%1, round %2: this job costs you %3 (%4 ex VAT) under the offer; ranked %5 of %6 responsive offer(s). Prepared by %7 on %8.</source>
        <translation>%1，第 %2 轮：按此报价，本任务的采购成本为 %3（不含税 %4）；在 %6 份实质性响应的报价中排名第 %5。经办人 %7，%8 拟定标。</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>定标理由：%1</translation>
    </message>
    <message>
        <source>It costs %1 (%2 %) more than the first-ranked offer of %3.</source>
        <translation>比评审第一名 %3 的报价高 %1（%2%）。</translation>
    </message>
    <message>
        <source>%1 was not invited; did you mean %2? The invited vendors are %3 (further vendors can be invited while the purchase is open)</source>
        <translation>%1 不在受邀名单中；是否指 %2？受邀供应商为 %3（接收报价期间可追加邀请）</translation>
    </message>
    <message>
        <source>vendors invited</source>
        <translation>追加邀请供应商</translation>
    </message>
    <message>
        <source>invite further vendors</source>
        <translation>追加邀请供应商</translation>
    </message>
    <message>
        <source>abnormally low: below 80 % of the other compliant offers' mean price per GPU-hour ex VAT; ask for a written justification (财政部令第87号 第六十条)</source>
        <translation>异常低价：每卡时不含税单价低于其他实质性响应报价均值的 80%；请供应商书面说明（财政部令第87号 第六十条）</translation>
    </message>
    <message>
        <source>abnormally low: below 80 % of the other compliant offers' mean cost for this job; ask for a written justification (财政部令第87号 第六十条)</source>
        <translation>异常低价：本任务采购成本低于其他实质性响应报价均值的 80%；请供应商书面说明（财政部令第87号 第六十条）</translation>
    </message>
    <message>
        <source>Evaluated bid price (cost to you)</source>
        <translation>评标价（本任务采购成本）</translation>
    </message>
    <message>
        <source>Evaluated price (cost to you)</source>
        <translation>评审价（本任务采购成本）</translation>
    </message>
    <message>
        <source>Base price (the lowest evaluated bid price that complies): %1</source>
        <translation>评标基准价（实质性响应投标中的最低评标价）：%1</translation>
    </message>
    <message>
        <source>Base price (the lowest evaluated price that complies): %1</source>
        <translation>评审基准价（实质性响应报价中的最低评审价）：%1</translation>
    </message>
    <message>
        <source>'%1' is not a time of day; write it as 17:00</source>
        <translation>“%1”不是时刻；请写成 17:00 这样的格式</translation>
    </message>
    <message>
        <source>submission time</source>
        <translation>递交时刻</translation>
    </message>
    <message>
        <source>offers stay valid from 0 to 365 days after the deadline; %1 was given</source>
        <translation>报价有效期为截止日后 0 至 365 天；填写的是 %1</translation>
    </message>
    <message>
        <source>validity of offers</source>
        <translation>报价有效期</translation>
    </message>
    <message>
        <source>contact</source>
        <translation>联系人</translation>
    </message>
    <message>
        <source>submission</source>
        <translation>递交方式</translation>
    </message>
    <message>
        <source>payment terms</source>
        <translation>付款方式</translation>
    </message>
    <message>
        <source>at most 200 characters; %1 were given</source>
        <translation>最多 200 个字符；填写了 %1 个</translation>
    </message>
    <message>
        <source>The compliant offer with the lowest evaluated price (this job's cost to the buyer under it) is ranked first; equal prices are tied.</source>
        <translation>实质性响应且评审价（按该报价计算的本任务采购成本）最低的报价排名第一；价格相同者并列。</translation>
    </message>
    <message>
        <source>when the servers are handed over by %1</source>
        <translation>服务器于 %1 前交付</translation>
    </message>
    <message>
        <source>when the offer states its delivery date</source>
        <translation>报价写明交付日期</translation>
    </message>
    <message>
        <source>Price (%1 points): the base price ÷ the offer's evaluated price × %1, the base being the lowest evaluated price among the compliant offers (财政部令第87号 第五十五条).</source>
        <translation>价格分（%1 分）：基准价 ÷ 该报价的评审价 × %1，基准价为实质性响应报价中的最低评审价（财政部令第87号 第五十五条）。</translation>
    </message>
    <message>
        <source>Delivery (%1 points): all %1 %2, else none.</source>
        <translation>交付（%1 分）：%2得 %1 分，否则不得分。</translation>
    </message>
    <message>
        <source>SLA (%1 points): half for the response time and half for the hardware replacement time, each the best offered ÷ the offer's time × its half; a time above the one required does not comply.</source>
        <translation>SLA（%1 分）：响应时间与硬件更换时间各占一半，各按所有报价中的最短时间 ÷ 该报价的时间 × 该半分计；超过采购要求的时间视为未实质性响应。</translation>
    </message>
    <message>
        <source>Invoice (%1 points): all %1 for a special VAT invoice when the buyer deducts VAT (a general taxpayer), for any invoice otherwise.</source>
        <translation>发票（%1 分）：采购方可抵扣进项税（一般纳税人）时，开具增值税专用发票得 %1 分；否则开具任一发票即得分。</translation>
    </message>
    <message>
        <source>Ties: the higher total, then the lower evaluated price.</source>
        <translation>得分相同时：总分高者优先，再比评审价低者。</translation>
    </message>
    <message>
        <source>start taking offers</source>
        <translation>开始接收报价</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮报价</translation>
    </message>
    <message>
        <source>offer %1</source>
        <translation>报价记录 %1</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) substantially respond, fewer than %1: %2</source>
        <translation>
            <numerusform>实质性响应的报价只有 %n 份，不足 %1 份：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>the rental term is 1 to 120 months (0: as long as the job runs); %1 was given</source>
        <translation>租期为 1 至 120 个月（0 表示按任务实际运行时长）；给出的是 %1</translation>
    </message>
    <message>
        <source>rental term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>Record (履约评价, %1 points): a quarter each for the bills, the service, the deliveries and the delivery dates of the vendor's earlier contracts with this buyer: the share of the statements not disputed, of the server-months without an SLA credit, of the delivery reports without a failed item and of the servers accepted on time. A quarter with nothing on record earns its whole part: a vendor new to the buyer is not scored below one that served it (政府采购法实施条例 第二十条).</source>
        <translation>履约评价（%1 分）：按供应商此前与本单位所签合同的账单、服务、交付验收与交付时间各占四分之一，分别取无异议对账单、无 SLA 赔偿的服务器月、无不合格项的交付验收报告及按期验收的服务器所占比例。某一项无记录时得该项满分：首次合作的供应商不低于曾合作的供应商（政府采购法实施条例 第二十条）。</translation>
    </message>
</context>
<context>
    <name>TenderMatrix</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>%1 (final offer)</source>
        <translation>%1（最后报价）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price offered</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>交付日期</translation>
    </message>
    <message>
        <source>Response time</source>
        <translation>响应时间</translation>
    </message>
    <message>
        <source>Hardware replacement</source>
        <translation>硬件更换时间</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>cannot run the job</source>
        <translation>无法运行本任务</translation>
    </message>
    <message>
        <source>Excluding VAT</source>
        <translation>不含税</translation>
    </message>
    <message>
        <source>Price score (%1)</source>
        <translation>价格分（%1）</translation>
    </message>
    <message>
        <source>Delivery score (%1)</source>
        <translation>交付分（%1）</translation>
    </message>
    <message>
        <source>SLA score (%1)</source>
        <translation>SLA 分（%1）</translation>
    </message>
    <message>
        <source>Invoice score (%1)</source>
        <translation>发票分（%1）</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>响应情况</translation>
    </message>
    <message>
        <source>meets every requirement</source>
        <translation>满足全部要求</translation>
    </message>
    <message>
        <source>Record score (%1)</source>
        <translation>履约评价得分（%1）</translation>
    </message>
    <message>
        <source>Record (履约评价)</source>
        <translation>履约评价</translation>
    </message>
</context>
<context>
    <name>TenderService</name>
    <message>
        <source>database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>no database is open</source>
        <translation>没有打开数据库</translation>
    </message>
    <message>
        <source>the job: %1</source>
        <translation>任务：%1</translation>
    </message>
    <message>
        <source>unknown GPU '%1'</source>
        <translation>未知 GPU“%1”</translation>
    </message>
    <message>
        <source>GPU kinds allowed</source>
        <translation>允许的 GPU 型号</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the answer have problems; nothing was recorded. The first: %1</source>
        <translation>
            <numerusform>报价文件中有 %n 行存在问题，未记录任何报价。第一处：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>报价文件</translation>
    </message>
    <message>
        <source>the job cannot run on the servers offered</source>
        <translation>所报服务器无法运行本任务</translation>
    </message>
    <message>
        <source>the offer expired on %1; it cannot be awarded</source>
        <translation>报价已于 %1 过期，不得定标</translation>
    </message>
    <message>
        <source>%1 is not among the GPU kinds allowed (%2)</source>
        <translation>%1 不在允许的 GPU 型号之列（%2）</translation>
    </message>
    <message>
        <source>%1 GPUs offered; at least %2 are required</source>
        <translation>所报 GPU 为 %1 张；要求至少 %2 张</translation>
    </message>
    <message>
        <source>delivers on %1, after the %2 required</source>
        <translation>交付日期 %1，晚于要求的 %2</translation>
    </message>
    <message>
        <source>no delivery date is stated; delivery by %1 is required</source>
        <translation>未注明交付日期；要求 %1 前交付</translation>
    </message>
    <message>
        <source>response time %1; at most %2 h is required</source>
        <translation>响应时间 %1；要求不超过 %2 小时</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>hardware replacement time %1; at most %2 h is required</source>
        <translation>硬件更换时间 %1；要求不超过 %2 小时</translation>
    </message>
    <message>
        <source>%1; a %2 is required</source>
        <translation>%1；要求%2</translation>
    </message>
    <message>
        <source>network %1; %2 is required</source>
        <translation>网络 %1；要求 %2</translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation>供应商 %1</translation>
    </message>
    <message>
        <source>this vendor has made no offer</source>
        <translation>该供应商尚未报价</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>定标理由</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>采购项目 %1</translation>
    </message>
    <message>
        <source>the awarded offer can no longer be read; nothing was approved</source>
        <translation>成交报价已无法读取，未做任何审批</translation>
    </message>
    <message>
        <source>awarded in purchase %1 (%2 round %3)</source>
        <translation>采购项目“%1”定标（%2 第 %3 轮）</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) substantially respond, as many as a %1 needs; name the cause of the failure</source>
        <translation>
            <numerusform>实质性响应的报价有 %n 份，已满足%1的要求；请填写废标/终止的原因</numerusform>
        </translation>
    </message>
    <message>
        <source>offers %1 and %2 of the file are both from %3; an answer holds one offer per vendor (send each alternative as a file of its own, or a clarification)</source>
        <translation>文件中第 %1 份和第 %2 份报价都来自 %3；一份报价文件中每家供应商只能有一份报价（备选报价请另交一份文件，或作为澄清录入）</translation>
    </message>
    <message>
        <source>valid until %1; offers must stay valid until %2 (%3 days after the deadline)</source>
        <translation>有效期至 %1；报价须有效至 %2（截止日后 %3 天）</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>供应商</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) of %1 GPUs on %2 server(s) for the peak with headroom, %3 months: %4</source>
        <translation>
            <numerusform>高峰负载及余量需 %n 个副本（每副本 %1 张卡），用 %2 台服务器，%3 个月：%4</numerusform>
        </translation>
    </message>
    <message>
        <source>the service cannot run on the servers offered</source>
        <translation>所报服务器无法运行该推理服务</translation>
    </message>
</context>
<context>
    <name>TenderStore</name>
    <message>
        <source>a purchase needs a name</source>
        <translation>采购项目须有名称</translation>
    </message>
    <message>
        <source>a purchase's name has at most 200 characters and its number at most 100</source>
        <translation>采购项目名称最多 200 个字符，采购编号最多 100 个字符</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <translation>采购项目 %1</translation>
    </message>
    <message>
        <source>%1 is not a step of its own</source>
        <translation>“%1”不是单独的步骤</translation>
    </message>
    <message>
        <source>%1 is already invited (as %2)</source>
        <translation>%1 已在受邀名单中（名为 %2）</translation>
    </message>
    <message>
        <source>invited vendors</source>
        <translation>受邀供应商</translation>
    </message>
    <message>
        <source>name the vendors to invite, comma-separated</source>
        <translation>请填写要邀请的供应商，用逗号分隔</translation>
    </message>
    <message>
        <source>there is no purchase with the id %1</source>
        <translation>没有编号为 %1 的采购项目</translation>
    </message>
</context>
<context>
    <name>TimeEstimator</name>
    <message>
        <source>FLOPs per token</source>
        <translation>每 token 的 FLOPs</translation>
    </message>
    <message>
        <source>6·N + 12·L·s·d (LoRA: 4·N + 8·L·s·d); + one forward pass (2·N + 4·L·s·d) under full recomputation</source>
        <translation>6·N + 12·L·s·d（LoRA：4·N + 8·L·s·d）；完全重计算时再加一次前向（2·N + 4·L·s·d）</translation>
    </message>
    <message>
        <source>Chowdhery et al. 2022 (PaLM) appendix B; Kaplan et al. 2020</source>
        <translation>Chowdhery 等 2022（PaLM）附录 B；Kaplan 等 2020</translation>
    </message>
    <message>
        <source>wall-clock time</source>
        <translation>预计耗时</translation>
    </message>
    <message>
        <source>decode speed</source>
        <translation>解码速度</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>maximum concurrency</source>
        <translation>最大并发数</translation>
    </message>
    <message>
        <source>memory left after weights, activations and overhead ÷ KV cache per sequence</source>
        <translation>扣除权重、激活值与开销后剩余的显存 ÷ 每条序列的 KV 缓存</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduces</source>
        <translation>张量并行 all-reduce</translation>
    </message>
    <message>
        <source>data-parallel gradient all-reduce</source>
        <translation>数据并行梯度 all-reduce</translation>
    </message>
    <message>
        <source>ZeRO-%1 gradient reduce-scatter and weight all-gather</source>
        <translation>ZeRO-%1 梯度 reduce-scatter 与权重 all-gather</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers and gradient reduce-scatters</source>
        <translation>ZeRO-3 参数聚合与梯度 reduce-scatter</translation>
    </message>
    <message>
        <source>pipeline sends between stages</source>
        <translation>流水线段间传输</translation>
    </message>
    <message>
        <source>%1 per layer × layers ÷ pp × micro-batches × all-reduce of b·s·h·%2 B</source>
        <translation>每层 %1 次 × 层数 ÷ pp × 微批个数 × all-reduce（b·s·h·%2 B）</translation>
    </message>
    <message>
        <source>all-reduce of the stage's gradients once per step</source>
        <translation>每步对本段梯度做一次 all-reduce</translation>
    </message>
    <message>
        <source>reduce-scatter of the gradients + all-gather of the 16-bit weights, once per step</source>
        <translation>每步一次：梯度 reduce-scatter + 16 位权重 all-gather</translation>
    </message>
    <message>
        <source>micro-batches × (%1 all-gathers of the stage's weights + a reduce-scatter of its gradients)</source>
        <translation>微批个数 ×（本段权重 %1 次 all-gather + 梯度 1 次 reduce-scatter）</translation>
    </message>
    <message>
        <source>micro-batches × 2 × v × b·s·h·%1 B ÷ tp</source>
        <translation>微批个数 × 2 × v × b·s·h·%1 B ÷ tp</translation>
    </message>
    <message>
        <source>compute per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>tokens per step × FLOPs per token ÷ (GPUs × dense peak × compute efficiency)</source>
        <translation>每步 token 数 × 每 token FLOPs ÷（GPU 数 × 稠密峰值 × 计算效率）</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>(pp − 1) ÷ v micro-batch times (1F1B schedule; v = interleaved stages)</source>
        <translation>(pp − 1) ÷ v 个微批时间（1F1B 调度；v = 交错段数）</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>微批个数</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021, §2.2</source>
        <translation>Narayanan 等 2021，§2.2</translation>
    </message>
    <message>
        <source>%1; time = bytes × ring factor ÷ bus bandwidth + latency; exposed = (1 − %2) × time + what outlasts the computation it overlaps</source>
        <translation>%1；时间 = 字节数 × 环形系数 ÷ 总线带宽 + 时延；未被掩盖 = (1 − %2) × 时间 + 超出可重叠计算的部分</translation>
    </message>
    <message>
        <source>%1: %2 GB/s, %3 µs; %4 GB per GPU per step; %5 s on the link</source>
        <translation>%1：%2 GB/s，%3 µs；每卡每步 %4 GB；链路耗时 %5 秒</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>compute + pipeline bubble + exposed communication</source>
        <translation>计算 + 流水线气泡 + 未被掩盖的通信</translation>
    </message>
    <message>
        <source>tokens ÷ (tokens per step ÷ time per step)</source>
        <translation>token 数 ÷（每步 token 数 ÷ 每步时间）</translation>
    </message>
    <message>
        <source>per step each pipeline stage reads its weights and its sequences' KV cache (bytes ÷ (memory bandwidth × %1)) or computes 2·N ÷ pp FLOPs per sequence, whichever is longer, plus 2 tensor-parallel all-reduces per layer; latency = pp × stage time</source>
        <translation>每步每个流水线段读取本段权重及所服务序列的 KV 缓存（字节数 ÷（显存带宽 × %1）），或按每序列 2·N ÷ pp FLOPs 计算，取较长者，再加每层 2 次张量并行 all-reduce；时延 = pp × 每段时间</translation>
    </message>
    <message>
        <source>roofline model (Williams et al. 2009); seeds 000 and 004 on bandwidth</source>
        <translation>Roofline 模型（Williams 等 2009）；显存带宽见文章[1][3]</translation>
    </message>
    <message>
        <source>Steady-state speed: interruptions, checkpoints and restarts are left out.</source>
        <translation>按稳定运行速度估算：未计入中断、检查点和重启。</translation>
    </message>
    <message>
        <source>A whole run loses %1 (%2% of the steady-state time): %3 interruptions expected, a checkpoint every %4 (%5 to write), %6 of lost work and restarts</source>
        <translation>整次训练额外耗时 %1（占稳定运行时间的 %2%）：预计中断次数（期望值）%3，每 %4保存一次检查点（每次写入 %5），丢失的计算与重启共 %6</translation>
    </message>
    <message>
        <source>, %1 waiting for replaced servers</source>
        <translation>，等待更换服务器 %1</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source> Interruptions come faster than the run recovers: ask for spare servers or a shorter replacement time.</source>
        <translation>中断频率高于恢复速度，训练无法推进：请要求提供备用服务器或缩短硬件更换时间。</translation>
    </message>
    <message>
        <source>what a whole run loses</source>
        <translation>整次训练的额外耗时</translation>
    </message>
    <message>
        <source>band</source>
        <translation>误差区间</translation>
    </message>
    <message>
        <source>steady-state time</source>
        <translation>稳定运行耗时</translation>
    </message>
    <message>
        <source>offloading: weights streamed from host RAM, gradients to it, the CPU's optimizer step</source>
        <translation>卸载：权重从内存流入、梯度送回内存，优化器由 CPU 更新</translation>
    </message>
    <message>
        <source>offloading: gradients to host RAM, updated weights back, the CPU's optimizer step</source>
        <translation>卸载：梯度送到内存、更新后的权重传回，优化器由 CPU 更新</translation>
    </message>
    <message>
        <source>2 B of gradients and 2 B of weights per parameter of the GPU's shard over PCIe (ZeRO-Infinity: the weights again for every micro-batch's passes), + trained parameters ÷ servers ÷ the CPU's optimizer rate; not overlapped</source>
        <translation>本卡分片的每个参数经 PCIe 传 2 B 梯度和 2 B 权重（ZeRO-Infinity：每个微批次的前向和反向再各传一次权重），加上 训练参数 ÷ 服务器台数 ÷ CPU 优化器速度；不与计算重叠</translation>
    </message>
    <message>
        <source>context-parallel ring attention (keys and values passed around the ring)</source>
        <translation>上下文并行的环形注意力（键和值沿环传递）</translation>
    </message>
    <message>
        <source>micro-batches × layers ÷ pp × 3 × (cp − 1) × keys and values of s/cp tokens (cp = %1)</source>
        <translation>微批次数 × 层数 ÷ pp × 3 × (cp − 1) × s/cp 个 token 的键和值（cp = %1）</translation>
    </message>
    <message>
        <source>expert-parallel all-to-all (tokens to their experts and back)</source>
        <translation>专家并行的 all-to-all（token 发往所选专家再返回）</translation>
    </message>
    <message>
        <source>micro-batches × layers ÷ pp × %1 all-to-alls × tokens × experts per token × h × 2 B × (ep − 1)/ep</source>
        <translation>微批次数 × 层数 ÷ pp × %1 次 all-to-all × token 数 × 每个 token 的专家数 × h × 2 B × (ep − 1)/ep</translation>
    </message>
    <message>
        <source>ring collectives (nccl-tests bus bandwidth); link figures from published measurements (the README's "time model")</source>
        <translation>环形集合通信（nccl-tests 总线带宽）；链路数据来自公开实测（见 README“耗时模型”）</translation>
    </message>
    <message>
        <source>calibrated on published training runs (README, "How the figures are computed")</source>
        <translation>按公开训练记录校准（见 README 的“How the figures are computed”一节）</translation>
    </message>
    <message>
        <source>, %1 more as published whole runs take beyond these (evaluation, data stalls, slower early software)</source>
        <translation>，另加 %1：公开的整次训练在这些之外还会多花的时间（评测、数据加载停顿、早期软件较慢）</translation>
    </message>
    <message>
        <source>λ = %1 per GPU-hour, G = %2, C = %3 s (checkpoint of %4 GB at %5 GB/s per server), R = %6 h, η = %7, H = %8 h, k = %9</source>
        <translation>λ = 每卡时 %1，G = %2，C = %3 秒（检查点 %4 GB，每台服务器 %5 GB/s），R = %6 小时，η = %7，H = %8 小时，k = %9</translation>
    </message>
    <message>
        <source>compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>compute efficiency: the row above, or the one given</source>
        <translation>计算效率：见上一行，或按给定值</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a factor and what it is for</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>; uneven stages: the heaviest holds %1 × the average</source>
        <translation>；各阶段层数不均：最重的阶段是平均的 %1 倍</translation>
    </message>
    <message>
        <source>fitted and tested on %1 published runs from %2 publications; with each publication left out, median error %3% (resources/catalog/calibration.json, README "How the figures are computed")</source>
        <translation>按 %2 个出处的 %1 个公开训练拟合和检验；逐一剔除各出处后，误差中位数 %3%（resources/catalog/calibration.json，README 的“How the figures are computed”一节）</translation>
    </message>
    <message>
        <source>MoE: f½ and its band from %1 published MoE runs (f½ fitted on the 16-bit ones); with each publication left out, median error %2% (resources/catalog/calibration.json, README "How the figures are computed")</source>
        <translation>MoE：f½ 与误差区间来自 %1 个公开 MoE 训练（f½ 只按其中 16 位精度的训练拟合）；逐一剔除各出处后，误差中位数 %2%（resources/catalog/calibration.json，README 的“How the figures are computed”一节）</translation>
    </message>
    <message>
        <source>published ÷ estimated time, 80% of the public runs with their source left out of the fit: %1–%2 (whole runs), %3–%4 (steady state, software named), %5–%6 (software not stated), %7–%8 (MoE models), %9–%10 (fine-tuning)</source>
        <translation>公布耗时 ÷ 预计耗时，按拟合时剔除各自来源的公开训练取 80% 区间：%1–%2（整次训练），%3–%4（稳定运行，已说明训练软件），%5–%6（未说明训练软件），%7–%8（MoE 模型），%9–%10（微调）</translation>
    </message>
    <message>
        <source>e₁₆ = catalog value × scale of the GPU generation × factor of the training software × f(h) ÷ f(8,192) × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)</source>
        <translation>e₁₆ = 型号库中的值 × GPU 代际系数 × 训练软件系数 × f(h) ÷ f(8,192) × MoE 系数 1 ÷ (1 + e·f½ ÷ fₑ)</translation>
    </message>
    <message>
        <source>e₁₆ = catalog value × scale of the GPU generation × factor of the training software × f(h) ÷ f(8,192)</source>
        <translation>e₁₆ = 型号库中的值 × GPU 代际系数 × 训练软件系数 × f(h) ÷ f(8,192)</translation>
    </message>
    <message>
        <source>; FP8 (only the linear layers' products run on the FP8 peak, r times the 16-bit one, at the FP8 factor k: the share s = f(h) × (1 − a) of the 16-bit time, a the attention core's share of the FLOPs; the rest stays at 16 bits): e₁₆ ÷ (s ÷ k + r·(1 − s)) on the FP8 peak</source>
        <translation>；FP8（只有线性层的矩阵乘法按 FP8 峰值（16 位峰值的 r 倍）乘以 FP8 系数 k 运行，占 16 位计算时间的 s = f(h) × (1 − a)，a 为注意力核心在 FLOPs 中的占比；其余部分仍按 16 位计算）：相对 FP8 峰值的效率 = e₁₆ ÷ (s ÷ k + r·(1 − s))</translation>
    </message>
    <message>
        <source>e₁₆ = %1 = %2; a = %3, s = %4, k = %5, r = %6</source>
        <translation>e₁₆ = %1 = %2；a = %3，s = %4，k = %5，r = %6</translation>
    </message>
    <message>
        <source>T = k·W·(1 + C/τ) ÷ (1 − λG·(τ/2 + R + η·H/n)); τ = √(2·C·MTBF) (Young 1974), MTBF = 1 ÷ λG; a failed server waits H hours for its replacement (on n servers the rest go on); k: what published whole runs take beyond these, fitted on those that also publish their steady-state speed</source>
        <translation>T = k·W·(1 + C/τ) ÷ (1 − λG·(τ/2 + R + η·H/n))；τ = √(2·C·MTBF)（Young 1974），MTBF = 1 ÷ λG；故障服务器等待 H 小时更换（共 n 台时其余照常运行）；k：公开的整次训练在这些之外多花的部分，按同时公开了稳定运行速度的整次训练拟合</translation>
    </message>
    <message>
        <source>Llama Team 2024 (arXiv 2407.21783) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 H100, 78% hardware; Young 1974; k: Llama 3.1 405B's model card, OPT-175B's logbook and BloombergGPT (Wu et al. 2023), each against its published steady-state speed</source>
        <translation>Llama Team 2024（arXiv 2407.21783）第 3.3.4 节：16,384 张 H100 在 54 天内意外中断 419 次，其中 78% 为硬件原因；Young 1974；k：Llama 3.1 405B 模型卡、OPT-175B 训练日志和 BloombergGPT（Wu 等，2023），各自对照其公开的稳定运行速度</translation>
    </message>
    <message>
        <source>catalog value × scale of the GPU generation × factor of the training software × FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's FLOPs per byte of memory bandwidth ÷ the A100's × MoE factor 1 ÷ (1 + e·f½ ÷ fₑ)</source>
        <translation>型号库中的值 × GPU 代际系数 × 训练软件系数 × FP8 系数 × f(h) ÷ f(8,192)，f(h) = h ÷ (h + h½)，h½ = 拟合的 h½ × 该 GPU 每字节显存带宽对应的算力（FLOPs）÷ A100 的该值 × MoE 系数 1 ÷ (1 + e·f½ ÷ fₑ)</translation>
    </message>
    <message>
        <source>catalog value × scale of the GPU generation × factor of the training software × FP8 factor × f(h) ÷ f(8,192), f(h) = h ÷ (h + h½), h½ = fitted h½ × the GPU's FLOPs per byte of memory bandwidth ÷ the A100's</source>
        <translation>型号库中的值 × GPU 代际系数 × 训练软件系数 × FP8 系数 × f(h) ÷ f(8,192)，f(h) = h ÷ (h + h½)，h½ = 拟合的 h½ × 该 GPU 每字节显存带宽对应的算力（FLOPs）÷ A100 的该值</translation>
    </message>
    <message>
        <source>1.000 (the training software's factor is fitted on dense models; an MoE model takes the MoE factor instead)</source>
        <translation>1.000（训练软件系数按稠密模型拟合；MoE 模型改用 MoE 系数）</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation>序列长度至少为 1</translation>
    </message>
    <message>
        <source>the micro-batch must be at least 1</source>
        <translation>微批至少为 1</translation>
    </message>
    <message>
        <source>the global batch must be at least 1</source>
        <translation>全局批大小至少为 1</translation>
    </message>
    <message>
        <source>concurrency must be at least 1</source>
        <translation>并发数至少为 1</translation>
    </message>
    <message>
        <source>the LoRA rank must be between 1 and 4096</source>
        <translation>LoRA 秩必须在 1 到 4096 之间</translation>
    </message>
    <message>
        <source>the context must be at least 1 token</source>
        <translation>上下文长度至少为 1 个 token</translation>
    </message>
    <message>
        <source>tf32 is a compute mode, not a storage format; use fp32, bf16, fp16, fp8, int8 or int4</source>
        <translation>tf32 是计算模式而非存储格式；请用 fp32、bf16、fp16、fp8、int8 或 int4</translation>
    </message>
    <message>
        <source>parallel degrees must be at least 1</source>
        <translation>并行度至少为 1</translation>
    </message>
    <message>
        <source>tensor parallel degree %1 does not divide the %2 attention heads of %3; allowed: %4</source>
        <translation>张量并行度 %1 不能整除 %3 的 %2 个注意力头；可选：%4</translation>
    </message>
    <message>
        <source>tensor parallel degree %1 is larger than the %2 GPUs of one server; tensor parallelism stays inside a server</source>
        <translation>张量并行度 %1 大于单台服务器的 %2 张 GPU；张量并行只在服务器内部进行</translation>
    </message>
    <message>
        <source>pipeline parallel degree %1 exceeds the %2 layers of the model</source>
        <translation>流水线并行度 %1 超过了模型的 %2 层</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>ZeRO 阶段必须是 0、1、2 或 3</translation>
    </message>
    <message>
        <source>ZeRO shards training state; it has no meaning for inference</source>
        <translation>ZeRO 切分的是训练状态，对推理没有意义</translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</source>
        <translation>%1 张 GPU 无法拆分为张量并行 %2 × 流水线并行 %3；GPU 数必须是 %4 的整数倍</translation>
    </message>
    <message>
        <source>none</source>
        <comment>recomputation</comment>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective</source>
        <comment>recomputation</comment>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <comment>recomputation</comment>
        <translation>完全</translation>
    </message>
    <message>
        <source>%1 needs fp32, tf32, bf16, fp16 or fp8; integer formats cannot be trained directly (for a 4-bit base, choose QLoRA)</source>
        <translation>%1需要 fp32、tf32、bf16、fp16 或 fp8；整数格式不能直接训练（4 位基座请选择 QLoRA）</translation>
    </message>
    <message>
        <source>QLoRA stores the base in 4-bit NF4 and computes in bf16 or fp16; choose bf16 or fp16</source>
        <translation>QLoRA 以 4 位 NF4 存储基座、用 bf16 或 fp16 计算；请选择 bf16 或 fp16</translation>
    </message>
    <message>
        <source>the token count must be at least 1</source>
        <translation>token 数至少为 1</translation>
    </message>
    <message>
        <source>%1 reads at most %2 tokens; %3 needs a version of the model extended to that context</source>
        <translation>%1 最多读取 %2 个 token；%3 个 token 需要扩展到该上下文长度的模型版本</translation>
    </message>
    <message>
        <source>expert parallelism shards the experts of a mixture-of-experts model; %1 has none</source>
        <translation>专家并行用于切分混合专家（MoE）模型的专家；%1 没有专家</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>LoRA keeps the base model in fp32, bf16 or fp16 (fp8: bf16 weights, FP8 compute); for a 4-bit base choose QLoRA</source>
        <translation>LoRA 的基座模型须为 fp32、bf16 或 fp16（fp8 表示以 bf16 保存权重、用 FP8 计算）；4 位基座请选 QLoRA</translation>
    </message>
    <message>
        <source>an expert-parallel degree divides both the %1 experts and the %2 tensor × context × data parallel GPUs of a pipeline stage; %3 does not</source>
        <translation>专家并行度须同时整除 %1 个专家和一个流水线阶段的 %2 张张量 × 上下文 × 数据并行 GPU；%3 不满足</translation>
    </message>
</context>
<context>
    <name>gpuplan::AmendmentDialog</name>
    <message>
        <source>Amend contract %1</source>
        <translation>变更合同 %1</translation>
    </message>
    <message>
        <source>the amendment's number, e.g. %1-BC-01</source>
        <translation>补充协议编号，如 %1-BC-01</translation>
    </message>
    <message>
        <source>From the first day of this month (China time): bills are matched month by month</source>
        <translation>自该月 1 日起生效（北京时间）：账单按月核对</translation>
    </message>
    <message>
        <source>Per %1, as the contract prices it</source>
        <translation>按合同计价：%1</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>The whole term from %1</source>
        <translation>自 %1 起的完整租期</translation>
    </message>
    <message>
        <source>The contract's credit tiers: availability below : credit, in percent</source>
        <translation>合同的赔偿标准：可用性低于：赔偿比例，均为百分数</translation>
    </message>
    <message>
        <source>e.g. price cut for an 18-month term</source>
        <translation>如：租期延长至 18 个月，单价下调</translation>
    </message>
    <message>
        <source>Amendment number</source>
        <translation>补充协议编号</translation>
    </message>
    <message>
        <source>Applies from</source>
        <translation>生效月份</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器台数</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>SLA credit tiers</source>
        <translation>SLA 赔偿标准</translation>
    </message>
    <message>
        <source>Credit at most (%)</source>
        <translation>赔偿上限（%）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>gpuplan::AmendmentsView</name>
    <message>
        <source>Amend…</source>
        <translation>合同变更…</translation>
    </message>
    <message>
        <source>An amendment (补充协议): a new unit price, term, number of servers, payment terms or SLA from the first day of a month</source>
        <translation>补充协议：自某月 1 日起变更单价、租期、服务器台数、付款条件或 SLA</translation>
    </message>
    <message>
        <source>Amendment</source>
        <translation>补充协议</translation>
    </message>
    <message>
        <source>From</source>
        <translation>生效月份</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变更内容</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>记录人</translation>
    </message>
    <message>
        <source>Amend the contract</source>
        <translation>合同变更</translation>
    </message>
</context>
<context>
    <name>gpuplan::CatalogPage</name>
    <message>
        <source>your entry</source>
        <translation>自行添加</translation>
    </message>
    <message>
        <source>your edit</source>
        <translation>自行修改</translation>
    </message>
    <message>
        <source>shipped</source>
        <translation>随软件提供</translation>
    </message>
    <message>
        <source>%1 accelerators; %2 of them are your entries or edits (in bold). Throughput is dense (no sparsity), per GPU; efficiency is the share of that peak a training step reaches (README).</source>
        <translation>共 %1 种加速卡，其中 %2 种为自行添加或修改（粗体）。算力为单卡稠密算力（不含稀疏）；计算效率为训练时实际达到的峰值比例（见 README）。</translation>
    </message>
    <message>
        <source>Filter: model, vendor, interconnect, source…</source>
        <translation>筛选：型号、厂商、互联方式、来源…</translation>
    </message>
    <message>
        <source>Add or correct GPUs from CSV…</source>
        <translation>从 CSV 添加或修正 GPU…</translation>
    </message>
    <message>
        <source>A CSV in the catalog's columns (resources/catalog/gpus.csv); your rows are kept apart from the shipped data and never overwritten by an update</source>
        <translation>列与 GPU 型号库相同的 CSV（resources/catalog/gpus.csv）；您的数据与随软件提供的数据分开保存，升级时不会被覆盖</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
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
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>数据来源类型</translation>
    </message>
    <message>
        <source>Add or correct GPUs</source>
        <translation>添加或修正 GPU</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n GPU(s) as your entries.</source>
        <translation>
            <numerusform>已保存 %n 种 GPU 为您的数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add GPU…</source>
        <translation>添加 GPU…</translation>
    </message>
    <message>
        <source>A GPU of your own in a form; kept apart from the shipped catalog</source>
        <translation>用表单添加自己的 GPU；与内置型号库分开保存</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>修正…</translation>
    </message>
    <message>
        <source>Correct the selected GPU's figures (or double-click it); the shipped figures stay behind your edit</source>
        <translation>修正所选 GPU 的参数（也可双击）；内置参数仍会保留，显示时以您的修改为准</translation>
    </message>
    <message>
        <source>the form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>Your GPU</source>
        <translation>您的 GPU</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n GPU(s) as your data.</source>
        <translation>
            <numerusform>已保存 %n 种 GPU 为您的数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter the catalog</source>
        <translation>筛选型号库</translation>
    </message>
    <message>
        <source>GPU catalog</source>
        <translation>GPU 型号库</translation>
    </message>
    <message>
        <source>Export rules: %1</source>
        <translation>出口管制：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::ChecklistsPage</name>
    <message>
        <source>&amp;Quote:</source>
        <translation>报价(&amp;Q)：</translation>
    </message>
    <message>
        <source>Create checklists</source>
        <translation>创建清单</translation>
    </message>
    <message>
        <source>Create the contract and acceptance checklists of this quote from the templates, with the expected values filled in from the quote</source>
        <translation>按模板为该报价创建合同核对清单和交付验收清单，要求值按报价填写</translation>
    </message>
    <message>
        <source>Add item…</source>
        <translation>添加条目…</translation>
    </message>
    <message>
        <source>Generate acceptance script…</source>
        <translation>生成验收脚本…</translation>
    </message>
    <message>
        <source>A read-only bash script to run on each delivered server; it writes one report file</source>
        <translation>只读的 bash 脚本，在每台交付的服务器上运行，生成一个报告文件</translation>
    </message>
    <message>
        <source>Import acceptance report…</source>
        <translation>导入验收报告…</translation>
    </message>
    <message>
        <source>Read the script's report (or pasted command outputs), check it against this quote and record the findings on the items</source>
        <translation>读取脚本生成的报告（或粘贴的命令输出），与该报价核对，并把结果记录到各条目</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对项</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>要求值</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>核对依据</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>%1 of %2 checked</source>
        <translation>已核对 %1 / %2 项</translation>
    </message>
    <message>
        <source>This quote has no checklists yet: create them.</source>
        <translation>该报价还没有清单，请先创建。</translation>
    </message>
    <message>
        <source>No quotes: import some on the Quotes page.</source>
        <translation>没有报价：请在“供应商报价”页导入。</translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 not applicable, %4 open</source>
        <translation>已确认 %1 项，不符合 %2 项，不适用 %3 项，待确认 %4 项</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>添加条目</translation>
    </message>
    <message>
        <source>What must be checked:</source>
        <translation>需要核对的内容：</translation>
    </message>
    <message>
        <source>Generate acceptance script</source>
        <translation>生成验收脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>Wrote %1. Run it on each delivered server (bash %2); it only reads and writes one report file. Then import that report here.</source>
        <translation>已写入 %1。请在每台交付的服务器上运行（bash %2）；脚本只读取信息，只写一个报告文件。然后在此导入该报告。</translation>
    </message>
    <message>
        <source>Import acceptance report</source>
        <translation>导入验收报告</translation>
    </message>
    <message>
        <source>Reports (*.txt *.log);;All files (*)</source>
        <translation>报告 (*.txt *.log);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 confirmed, %2 failed, %3 not tested; recorded on %n item(s).</source>
        <translation>
            <numerusform>已确认 %1 项，不符合 %2 项，未测试 %3 项；已记录到 %n 个条目。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export checklists</source>
        <translation>导出清单</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Wrote the checklists of quote %1 to %2.</source>
        <translation>已将报价 %1 的清单写入 %2。</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <source>The checklists in Chinese and English with signature lines for both parties, to attach to the contract</source>
        <translation>中英双语清单，附双方签字栏，可作为合同附件</translation>
    </message>
    <message>
        <source>Export to Excel…</source>
        <translation>导出 Excel…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export to Excel</source>
        <translation>导出 Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <source>Print checklists</source>
        <translation>打印清单</translation>
    </message>
    <message>
        <source>Edit templates…</source>
        <translation>编辑模板…</translation>
    </message>
    <message>
        <source>The checks new checklists are made of: change them, add your own</source>
        <translation>新建清单所用的核对项：可以修改，也可以添加自己的</translation>
    </message>
    <message>
        <source>Checklist items</source>
        <translation>清单条目</translation>
    </message>
    <message>
        <source>Type a provider, GPU or quote number</source>
        <translation>输入供应商、GPU 或报价编号查找</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>%1: choose the quote the servers were delivered under, then import the report again.</source>
        <translation>%1：请先选择这批服务器对应的报价（合同），再重新导入报告。</translation>
    </message>
    <message>
        <source>The report was written for quote %1, not for the selected one.</source>
        <translation>这份报告是为报价 %1 生成的，不是当前选中的报价。</translation>
    </message>
    <message>
        <source>The report was written for quote %1, which is not in this database.</source>
        <translation>这份报告是为报价 %1 生成的，但当前数据库中没有该报价。</translation>
    </message>
    <message>
        <source>The report does not name its quote.</source>
        <translation>这份报告没有注明对应的报价。</translation>
    </message>
    <message>
        <source>Check it against the selected quote, %1?</source>
        <translation>是否按当前选中的报价（%1）核对？</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>修改记录…</translation>
    </message>
    <message>
        <source>Who changed this quote's checklist items, when, from what to what</source>
        <translation>谁在何时修改了此报价的核对项，由什么改为什么</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>quote %1 of %2</source>
        <translation>%2 的报价 %1</translation>
    </message>
    <message>
        <source>Acceptance on delivery: %1.</source>
        <translation>交付验收：%1。</translation>
    </message>
    <message>
        <source>%1%2: %3 confirmed, %4 failed — %5, %6, %7</source>
        <translation>%1%2：%3 项已确认，%4 项不符合——%5，%6，%7</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>该服务器</translation>
    </message>
    <message>
        <source> (earlier report)</source>
        <translation>（较早的报告）</translation>
    </message>
    <message>
        <source>The report shows %1, but quote %2 is for %3. Record it on this quote anyway (as failed on the GPU model)?</source>
        <translation>报告中的 GPU 是 %1，而报价 %2 约定的是 %3。仍要记录到这个报价上吗（GPU 型号一项将记为不符合）？</translation>
    </message>
    <message numerus="yes">
        <source>The report does not name its server. Which of the %n server(s) is it?</source>
        <translation>
            <numerusform>报告中没有注明是哪台服务器。它是 %n 台服务器中的哪一台？</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 (quote %4)</source>
        <translation>%1 · %2 · %3（报价 %4）</translation>
    </message>
</context>
<context>
    <name>gpuplan::ConfigurationModel</name>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>卡数最少</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>cost and its term</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message numerus="yes">
        <source>%n fail(s)</source>
        <translation>
            <numerusform>%n 项不通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 项警告</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>The seeds' checks</source>
        <translation>配置规则检查</translation>
    </message>
    <message>
        <source>On the Pareto front: no other configuration is at once faster, on fewer GPUs and cheaper. ★ marks the best on one axis.</source>
        <translation>帕累托最优：没有其他配置能同时更快、卡数更少且更便宜。★ 表示在某一项上最优。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>预计耗时</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost, VAT excl.</source>
        <translation>费用（不含税）</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>规则检查</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <source>%1 / %2 GiB, tight</source>
        <translation>%1 / %2 GiB，显存紧张</translation>
    </message>
    <message>
        <source>%1% of the GPU's memory left free; tight: less than a recommendation leaves</source>
        <translation>显存剩余 %1%；显存紧张：低于推荐配置须留出的比例</translation>
    </message>
    <message>
        <source>%1% of the GPU's memory left free</source>
        <translation>显存剩余 %1%</translation>
    </message>
    <message>
        <source>%1 h of wall-clock time (%2–%3 h: the range the published runs allow); %4 tokens/s per GPU. %5</source>
        <translation>预计耗时 %1 小时（%2–%3 小时：公开训练记录给出的误差区间）；单卡吞吐 %4 token/s。%5</translation>
    </message>
</context>
<context>
    <name>gpuplan::ContractDialog</name>
    <message>
        <source>New contract from a signed quote</source>
        <translation>由已签约报价生成合同</translation>
    </message>
    <message>
        <source>#%1 %2 · %3 × %4 %5 · %6</source>
        <translation>#%1 %2 · %3 台 × %4 张 %5 · %6</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>The contract's credit tiers: availability below : credit, in percent</source>
        <translation>合同的赔偿标准：可用性低于：赔偿比例，均为百分数</translation>
    </message>
    <message>
        <source>from the delivery reports</source>
        <translation>取自交付验收报告</translation>
    </message>
    <message>
        <source>Quote signed</source>
        <translation>已签约报价</translation>
    </message>
    <message>
        <source>Contract number (合同编号)</source>
        <translation>合同编号</translation>
    </message>
    <message>
        <source>First day of the term</source>
        <translation>租期首日</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>SLA credit tiers</source>
        <translation>SLA 赔偿标准</translation>
    </message>
    <message>
        <source>Credit at most (% of the month's fee)</source>
        <translation>赔偿上限（占当月费用的 %）</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>Servers (comma-separated)</source>
        <translation>服务器（逗号分隔）</translation>
    </message>
</context>
<context>
    <name>gpuplan::ContractsPage</name>
    <message>
        <source>After the signature: each contract with its servers' acceptance, outages, the month's bill matched line by line, SLA credits and the statements approved for payment.</source>
        <translation>签约之后：每份合同的服务器验收、停机记录、每月账单逐行核对、SLA 赔偿，以及审批付款的对账单。</translation>
    </message>
    <message>
        <source>New contract…</source>
        <translation>新建合同…</translation>
    </message>
    <message>
        <source>A signed quote becomes a contract: term, servers, price, VAT, SLA</source>
        <translation>由已签约的报价生成合同：租期、服务器、单价、税率、SLA</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>合同编号</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Outages</source>
        <translation>停机记录</translation>
    </message>
    <message>
        <source>Month's bill</source>
        <translation>当月账单</translation>
    </message>
    <message>
        <source>Statements kept</source>
        <translation>已保存的对账单</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Accepted (China time)</source>
        <translation>验收合格时间（北京时间）</translation>
    </message>
    <message>
        <source>server name, e.g. node-01</source>
        <translation>服务器名称，例如 node-01</translation>
    </message>
    <message>
        <source>Set accepted</source>
        <translation>设为验收合格</translation>
    </message>
    <message>
        <source>When the server passed acceptance (China time); billing may start then</source>
        <translation>服务器验收合格的时间（北京时间）；自此起算计费</translation>
    </message>
    <message>
        <source>Start (China time)</source>
        <translation>开始（北京时间）</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>计入</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Import outages…</source>
        <translation>导入停机记录…</translation>
    </message>
    <message>
        <source>A CSV: server, start, end, cause, counted (服务器, 开始, 结束, 原因, 计入)</source>
        <translation>CSV 文件，列为：服务器、开始、结束、原因、计入</translation>
    </message>
    <message>
        <source>&amp;Month</source>
        <translation>月份(&amp;M)</translation>
    </message>
    <message>
        <source>Match a bill…</source>
        <translation>核对账单…</translation>
    </message>
    <message>
        <source>The vendor's bill (.xlsx, .xls, CSV) checked line by line against the contract</source>
        <translation>将供应商账单（.xlsx、.xls、CSV）与合同逐行核对</translation>
    </message>
    <message>
        <source>Keep statement</source>
        <translation>保存对账单</translation>
    </message>
    <message>
        <source>Export statement…</source>
        <translation>导出对账单…</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Clause</source>
        <translation>合同条款</translation>
    </message>
    <message>
        <source>Over the contract</source>
        <translation>超出合同金额</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异说明</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>验收合格时间</translation>
    </message>
    <message>
        <source>Billable h</source>
        <translation>可计费小时</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>合同允许</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>账单计费</translation>
    </message>
    <message>
        <source>Fee due</source>
        <translation>应付费用</translation>
    </message>
    <message>
        <source>Down h</source>
        <translation>不可用小时</translation>
    </message>
    <message>
        <source>SLA credit</source>
        <translation>SLA 赔偿</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Payable</source>
        <translation>应付</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>经办人</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <source>Approve for payment</source>
        <translation>审批付款</translation>
    </message>
    <message>
        <source>By someone other than who prepared the statement</source>
        <translation>须由对账单经办人以外的人审批</translation>
    </message>
    <message>
        <source>active</source>
        <translation>履约中</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>No contract yet: New contract… makes one from a signed quote.</source>
        <translation>尚无合同：点“新建合同…”由已签约的报价生成。</translation>
    </message>
    <message>
        <source>%1 × %2 %3 at %4, %5; %6. SLA: response %7 h, replacement %8 h; %9.</source>
        <translation>%1 台 × 每台 %2 张 %3，单价 %4，%5；%6。SLA：响应 %7 小时，硬件更换 %8 小时；%9。</translation>
    </message>
    <message>
        <source>VAT %1% included</source>
        <translation>含税（税率 %1%）</translation>
    </message>
    <message>
        <source>VAT %1% excluded</source>
        <translation>不含税（税率 %1%）</translation>
    </message>
    <message>
        <source>no credit tiers agreed</source>
        <translation>未约定赔偿标准</translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>未验收合格</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未审批</translation>
    </message>
    <message>
        <source>Choose the month and match the vendor's bill.</source>
        <translation>选择月份，核对供应商账单。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2: billed %3 (VAT excluded %4, VAT %5); due under the contract %6 VAT excluded; SLA credit −%7; &lt;b&gt;payable %8&lt;/b&gt; (VAT %9% included); &lt;b&gt;disputed %10&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2：账单计费 %3（不含税 %4，税额 %5）；按合同应付不含税 %6；SLA 赔偿 −%7；&lt;b&gt;应付 %8&lt;/b&gt;（含税率 %9% 的税额）；&lt;b&gt;有异议金额 %10&lt;/b&gt;。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left out:</source>
        <translation>
            <numerusform>%n 行未能核对：</numerusform>
        </translation>
    </message>
    <message>
        <source>New contract</source>
        <translation>新建合同</translation>
    </message>
    <message>
        <source>No quote is stored: a contract is made from the quote signed.</source>
        <translation>尚无报价：合同由已签约的报价生成。</translation>
    </message>
    <message>
        <source>Server accepted</source>
        <translation>服务器验收合格</translation>
    </message>
    <message>
        <source>Import outages</source>
        <translation>导入停机记录</translation>
    </message>
    <message>
        <source>Outages (*.csv *.txt)</source>
        <translation>停机记录 (*.csv *.txt)</translation>
    </message>
    <message numerus="yes">
        <source>%n outage(s) recorded.</source>
        <translation>
            <numerusform>已记录 %n 条停机记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Match a bill</source>
        <translation>核对账单</translation>
    </message>
    <message>
        <source>Bills (*.xlsx *.xls *.csv *.txt);;All files (*)</source>
        <translation>账单 (*.xlsx *.xls *.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the bill could not be matched and are left out. Keep the statement of the rows shown?</source>
        <translation>
            <numerusform>账单有 %n 行无法核对，已略去。仍保存所示各行的对账单吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Statement kept, prepared by %1. Someone else approves it for payment.</source>
        <translation>对账单已保存，经办人 %1。须由另一人审批付款。</translation>
    </message>
    <message>
        <source>Approve the statement of %1 for payment: %2 payable?</source>
        <translation>审批 %1 的对账单付款：应付 %2？</translation>
    </message>
    <message>
        <source>Reconciliation statement</source>
        <translation>对账单</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Servers of the contract</source>
        <translation>合同中的服务器</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>服务器名称</translation>
    </message>
    <message>
        <source>Accepted at (China time)</source>
        <translation>验收合格时间（北京时间）</translation>
    </message>
    <message>
        <source>Billing month</source>
        <translation>账单月份</translation>
    </message>
    <message>
        <source>Servers in the month</source>
        <translation>当月各服务器</translation>
    </message>
    <message numerus="yes">
        <source>The term ends on %1 (%n day(s) left): weigh the renewal.</source>
        <translation>
            <numerusform>租期于 %1 结束（还剩 %n 天）：请进行续约评估。</numerusform>
        </translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation>续约评估</translation>
    </message>
    <message>
        <source>Renewal &amp;price</source>
        <translation>续约单价(&amp;P)</translation>
    </message>
    <message>
        <source>the contract's, or the vendor's offer</source>
        <translation>原合同单价，或供应商的续约报价</translation>
    </message>
    <message>
        <source>Weigh the renewal</source>
        <translation>评估续约</translation>
    </message>
    <message>
        <source>Continuing against the stored quotes and market prices for the same GPUs</source>
        <translation>续约与已存报价、市场参考价（同型号、同卡数）比较</translation>
    </message>
    <message>
        <source>Export renewal memo…</source>
        <translation>导出续约评估…</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>比较项</translation>
    </message>
    <message>
        <source>Vendor or source</source>
        <translation>供应商或来源</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>Switching</source>
        <translation>更换成本</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Against renewing</source>
        <translation>比续约节省</translation>
    </message>
    <message>
        <source>Renewal price</source>
        <translation>续约单价</translation>
    </message>
    <message>
        <source>Renew</source>
        <translation>续约</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>报价 %1</translation>
    </message>
    <message>
        <source>Market price</source>
        <translation>市场参考价</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends on %2 (%n day(s) left).</source>
        <translation>
            <numerusform>%1 于 %2 到期（还剩 %n 天）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Renewal memo</source>
        <translation>续约评估</translation>
    </message>
    <message>
        <source>Mi&amp;gration days</source>
        <translation>迁移天数(&amp;G)</translation>
    </message>
    <message>
        <source>Vendors' records</source>
        <translation>供应商履约评价</translation>
    </message>
    <message>
        <source>Record an outage…</source>
        <translation>记录停机…</translation>
    </message>
    <message>
        <source>One outage by hand, or from a server's health or acceptance report</source>
        <translation>手工记录一次停机，或由服务器的健康检查或验收报告记录</translation>
    </message>
    <message>
        <source>Record an outage</source>
        <translation>记录停机</translation>
    </message>
    <message>
        <source>Amendments</source>
        <translation>补充协议</translation>
    </message>
</context>
<context>
    <name>gpuplan::CostChart</name>
    <message>
        <source>Cumulative cost over time</source>
        <translation>累计费用随时间变化</translation>
    </message>
    <message>
        <source>%1 · month %2: %3</source>
        <translation>%1 · 第 %2 个月：%3</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>Deadline (%1 d)</source>
        <translation>完成时限（%1 天）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>the chart could not be drawn as PNG</source>
        <translation>无法把图表绘制为 PNG</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>文件名应以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>Job ends: %1</source>
        <translation>任务结束：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::EstimatePage</name>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Training tokens, e.g. 500M or 1T</source>
        <translation>训练 token 数，例如 500M 或 1T</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Fits: %1 GiB free per GPU.</source>
        <translation>显存够用：每卡余量 %1 GiB。</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU.</source>
        <translation>显存不足：每卡缺 %1 GiB。</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>各数值的计算方法</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>任务类型(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>精度(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Number of GPUs</source>
        <translation>GPU 数量(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>Token 数(&amp;T)</translation>
    </message>
    <message>
        <source>choose a GPU</source>
        <translation>请选择 GPU</translation>
    </message>
    <message>
        <source>Layout: %1 (%2)</source>
        <translation>并行布局：%1（%2）</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 聚合层</translation>
    </message>
    <message>
        <source> %1 tokens take %2 on %3 GPU(s) (%4 GPU-hours). %5</source>
        <extracomment>Follows the memory verdict: the translation carries its own separator (none after 。).</extracomment>
        <translation>%1 token 在 %3 张 GPU 上预计耗时 %2（共 %4 卡时）。%5</translation>
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
        <translation>您的 GPU</translation>
    </message>
    <message>
        <source>Id (lower case, unique)</source>
        <translation>编号（小写，唯一）</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <source>TF32 TFLOPS (dense)</source>
        <translation>TF32 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>FP16 TFLOPS (dense)</source>
        <translation>FP16 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>FP8 TFLOPS (dense)</source>
        <translation>FP8 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>INT8 TOPS (dense)</source>
        <translation>INT8 TOPS（稠密）</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Interconnect bandwidth (GB/s)</source>
        <translation>卡间互联带宽（GB/s）</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代际</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>Compute efficiency (0–1)</source>
        <translation>计算效率（0–1）</translation>
    </message>
    <message>
        <source>Aliases (| between them)</source>
        <translation>别名（用 | 分隔）</translation>
    </message>
    <message>
        <source>Source of the figures</source>
        <translation>参数来源</translation>
    </message>
    <message>
        <source>How sure</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Checked (year-month)</source>
        <translation>核对时间（年-月）</translation>
    </message>
    <message>
        <source>Throughput is dense (no 2:4 sparsity), per GPU, as datasheets give it. Your entry is kept apart from the shipped catalog and marked in bold.</source>
        <translation>算力按单卡稠密值（不含 2:4 稀疏）填写，与数据手册一致。您的条目与内置型号库分开保存，并以粗体标出。</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>修正 %1</translation>
    </message>
    <message>
        <source>the form</source>
        <translation>表单</translation>
    </message>
</context>
<context>
    <name>gpuplan::GpuFilterButton</name>
    <message>
        <source>Every GPU offered</source>
        <translation>所有在售 GPU</translation>
    </message>
    <message>
        <source>Compare only the GPUs ticked here, as the command line's --gpu does; none ticked: every GPU offered in the region</source>
        <translation>只比较此处勾选的 GPU（与命令行的 --gpu 相同）；不勾选则比较本地区在售的所有 GPU</translation>
    </message>
</context>
<context>
    <name>gpuplan::HistoryDialog</name>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>%1 的修改记录</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>The quote's terms</source>
        <translation>报价条款</translation>
    </message>
    <message>
        <source>Its checklist items</source>
        <translation>其核对项</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>两者</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>What</source>
        <translation>修改内容</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>修改前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>修改后</translation>
    </message>
    <message>
        <source>Write the changes shown as a CSV file (opens in Excel)</source>
        <translation>将所显示的修改写成 CSV 文件（可用 Excel 打开）</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>No change is on record.</source>
        <translation>尚无修改记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), oldest first</source>
        <translation>
            <numerusform>共 %n 处修改，按时间先后排列</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>导出修改记录</translation>
    </message>
    <message>
        <source>history-quote-%1.csv</source>
        <translation>报价%1-修改记录.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>gpuplan::ImportPreviewDialog</name>
    <message>
        <source>Import quotes — %1</source>
        <translation>导入报价——%1</translation>
    </message>
    <message>
        <source>%1 rows read (%2): all %3 valid. Nothing has been written yet.</source>
        <translation>已读取 %1 行（%2）：%3 行全部有效。尚未写入任何数据。</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行号</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Per GPU-hour, VAT excl.</source>
        <translation>折算单价（元/卡时，不含税）</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message numerus="yes">
        <source>Import %n valid row(s)</source>
        <translation>
            <numerusform>导入 %n 行有效数据</numerusform>
        </translation>
    </message>
    <message>
        <source>Price / value to correct</source>
        <translation>价格 / 待更正的值</translation>
    </message>
    <message>
        <source>%1 rows read (%2): %3 valid, %4 with problems. Nothing has been written yet; Import writes the valid rows only. A wrong value can be corrected in its cell.</source>
        <translation>已读取 %1 行（%2）：%3 行有效，%4 处有问题。尚未写入任何数据；“导入”只写入有效的行。有误的值可直接在单元格中更正。</translation>
    </message>
    <message>
        <source>Type the right value here; the row is checked again</source>
        <translation>在此输入正确的值，整行将重新检查</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>column: problem</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpuplan::MainWindow</name>
    <message>
        <source>GPU Rental Planner</source>
        <translation>GPU 租用规划</translation>
    </message>
    <message>
        <source>Quick estimate</source>
        <translation>快速估算</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>Checklists</source>
        <translation>合同与验收清单</translation>
    </message>
    <message>
        <source>Export to &amp;Excel…</source>
        <translation>导出 Excel(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Plan summary</source>
        <translation>规划摘要</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开数据库。</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export to Excel</source>
        <translation>导出 Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Print the plan summary</source>
        <translation>打印规划摘要</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>导出 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>GPU catalog</source>
        <translation>GPU 型号库</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Larger type for a projector; contacts and notes hidden</source>
        <translation>投影用的大字号；隐藏联系人和备注</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>&amp;New plan…</source>
        <translation>新建规划(&amp;N)…</translation>
    </message>
    <message>
        <source>Plan a job step by step: stage, workload, budget and term (Ctrl+N)</source>
        <translation>分步规划任务：阶段、任务、预算与租用方式（Ctrl+N）</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>打开规划(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent &amp;plans</source>
        <translation>最近的规划(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>保存规划(&amp;S)</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>规划另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Duplicate plan</source>
        <translation>复制规划(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Compare with another plan…</source>
        <translation>与另一规划对比(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import quotes…</source>
        <translation>导入报价(&amp;I)…</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>未打开数据库</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名规划</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开规划</translation>
    </message>
    <message>
        <source>Plans (*.gpuplan);;All files (*)</source>
        <translation>规划文件 (*.gpuplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存规划</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Plans (*.gpuplan)</source>
        <translation>规划文件 (*.gpuplan)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>This is now a copy; Save plan as… keeps it beside the original.</source>
        <translation>现在这是一份副本；用“规划另存为…”可与原规划分开保存。</translation>
    </message>
    <message>
        <source>Compare with another plan</source>
        <translation>与另一规划对比</translation>
    </message>
    <message>
        <source>Compare plans</source>
        <translation>规划对比</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>完成时限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>预计耗时</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost, VAT excl.</source>
        <translation>费用（不含税）</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>可行配置数</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>当前规划</translation>
    </message>
    <message>
        <source>cannot be planned</source>
        <translation>无法规划</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no configuration fits</source>
        <translation>没有可行配置</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>cost and its term</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>没有最近的规划</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>%1 is not a plan (.gpuplan), a quote CSV file or an acceptance report; nothing was opened.</source>
        <translation>%1 既不是规划文件（.gpuplan），也不是报价 CSV 文件或验收报告；未打开任何内容。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>保存更改</translation>
    </message>
    <message>
        <source>Save the changes to the plan “%1”? Otherwise they are lost.</source>
        <translation>是否保存对规划“%1”的更改？不保存则更改将丢失。</translation>
    </message>
    <message>
        <source>Settings saved; the plan and the quotes follow them.</source>
        <translation>设置已保存；规划与报价已按新设置更新。</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Save quote template</source>
        <translation>保存报价模板</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Saved the quote template to %1: fill in one row per quote, then File → Import quotes. The columns: %2.</source>
        <translation>报价模板已保存到 %1：每条报价填一行，然后用“文件 → 导入报价”导入。各列：%2。</translation>
    </message>
    <message>
        <source>Save quote &amp;template…</source>
        <translation>保存报价模板(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>使用指南(&amp;U)</translation>
    </message>
    <message>
        <source>Team database: %1</source>
        <translation>团队数据库：%1</translation>
    </message>
    <message>
        <source>(read-only)</source>
        <translation>（只读）</translation>
    </message>
    <message>
        <source>Connect to &amp;team database…</source>
        <translation>连接团队数据库(&amp;T)…</translation>
    </message>
    <message>
        <source>Connect to team database</source>
        <translation>连接团队数据库</translation>
    </message>
    <message>
        <source>'%1' is not a team database address; it starts with postgresql://</source>
        <translation>“%1”不是团队数据库地址；地址以 postgresql:// 开头</translation>
    </message>
    <message>
        <source>Address of the team database (PostgreSQL), e.g. postgresql://buyer@db.example.com:5432/gpuplan. Leave the password out: it is asked when the server wants one and kept in the system keyring (or comes from ~/.pgpass or PGPASSWORD).</source>
        <translation>团队数据库（PostgreSQL）的地址，例如 postgresql://buyer@db.example.com:5432/gpuplan。地址中不要写密码：服务器需要密码时会询问，并保存在系统密钥环中（也可来自 ~/.pgpass 或 PGPASSWORD）。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message numerus="yes">
        <source>&lt;li&gt;%1: %n entries, dated %2 to %3 — %4&lt;/li&gt;</source>
        <translation>
            <numerusform>&lt;li&gt;%1：%n 条，日期 %2 至 %3——%4&lt;/li&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>About GPU Rental Planner</source>
        <translation>关于 GPU 租用规划</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;GPU Rental Planner&lt;/b&gt; %1 (%2)&lt;/p&gt;&lt;p&gt;Plans GPU rentals for large-model work: memory, configurations, time, cost and contract checklists.&lt;/p&gt;&lt;p&gt;Every figure can be traced to its formula and source: the details pane, &lt;tt&gt;gpuplan … --explain&lt;/tt&gt; and the README.&lt;/p&gt;&lt;p&gt;Data compiled into this version:&lt;/p&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;Licence: MIT. The data are facts from the sources named in each entry.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;GPU 租用规划&lt;/b&gt; %1（%2）&lt;/p&gt;&lt;p&gt;为大模型任务规划 GPU 租用：显存、配置、时长、费用与合同核对清单。&lt;/p&gt;&lt;p&gt;每个数字都能追溯到公式和来源：见详情面板、&lt;tt&gt;gpuplan … --explain&lt;/tt&gt; 和 README。&lt;/p&gt;&lt;p&gt;本版本内置的数据：&lt;/p&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;许可证：MIT。数据均来自各条记录注明的来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>采购项目</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>合同履约</translation>
    </message>
</context>
<context>
    <name>gpuplan::MemoryChart</name>
    <message>
        <source>Memory per GPU — %1 × %2</source>
        <translation>每卡显存——%1 × %2</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers</source>
        <translation>ZeRO-3 聚合层</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1：%2 GiB</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>单卡显存</translation>
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
        <translation>记录合同 %1 的停机</translation>
    </message>
    <message>
        <source>as the report names it</source>
        <translation>按报告中的主机名</translation>
    </message>
    <message>
        <source>e.g. GPU 3 fell off the bus (Xid 79), server replaced</source>
        <translation>如：GPU 3 掉卡（Xid 79），已更换服务器</translation>
    </message>
    <message>
        <source>counts against the vendor</source>
        <translation>计入供应商责任</translation>
    </message>
    <message>
        <source>Untick for downtime the contract allows, such as maintenance announced in time.</source>
        <translation>合同允许的停机（如按时通知的维护）请取消勾选。</translation>
    </message>
    <message>
        <source>From a report…</source>
        <translation>从报告读取…</translation>
    </message>
    <message>
        <source>A health or acceptance report of the server (the acceptance script's output, or nvidia-smi and dmesg saved to a file) that shows a GPU missing or a hardware Xid: the cause, and the server, are taken from it.</source>
        <translation>服务器的健康检查或验收报告（验收脚本的输出，或保存到文件的 nvidia-smi 与 dmesg 输出），显示掉卡或硬件 Xid：停机原因和服务器取自报告。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Began (China time)</source>
        <translation>开始（北京时间）</translation>
    </message>
    <message>
        <source>Ended (China time)</source>
        <translation>结束（北京时间）</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Report: %1</source>
        <translation>报告：%1</translation>
    </message>
    <message>
        <source>A server's health or acceptance report</source>
        <translation>服务器的健康检查或验收报告</translation>
    </message>
    <message>
        <source>Reports (*.txt *.log);;All files (*)</source>
        <translation>报告 (*.txt *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>To be recorded: %1, %2 – %3 (China time), %4; %5.</source>
        <translation>将记录：%1，%2 – %3（北京时间），%4；%5。</translation>
    </message>
    <message>
        <source>counted against the vendor</source>
        <translation>计入供应商责任</translation>
    </message>
    <message>
        <source>not counted against the vendor</source>
        <translation>不计入供应商责任</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>尚不能记录：%1</translation>
    </message>
</context>
<context>
    <name>gpuplan::PlanInputs</name>
    <message>
        <source>Method's default</source>
        <translation>按任务类型默认</translation>
    </message>
    <message>
        <source>Reference prices</source>
        <translation>参考价格</translation>
    </message>
    <message>
        <source>My stored quotes</source>
        <translation>我保存的报价</translation>
    </message>
    <message>
        <source>Both (the cheaper)</source>
        <translation>两者（取较便宜）</translation>
    </message>
    <message>
        <source>Fastest first</source>
        <translation>最快优先</translation>
    </message>
    <message>
        <source>Fewest GPUs first</source>
        <translation>卡数最少优先</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>最便宜优先</translation>
    </message>
    <message>
        <source>RDMA (InfiniBand or RoCE)</source>
        <translation>RDMA（InfiniBand 或 RoCE）</translation>
    </message>
    <message>
        <source>Ethernet (TCP)</source>
        <translation>以太网（TCP）</translation>
    </message>
    <message>
        <source>Allowed GPUs</source>
        <translation>可选 GPU</translation>
    </message>
    <message>
        <source>Custom size…</source>
        <translation>自定义参数量…</translation>
    </message>
    <message>
        <source>e.g. 13B</source>
        <translation>例如 13B</translation>
    </message>
    <message>
        <source>e.g. 100M, 1.5B; empty = dataset × epochs or the method's default</source>
        <translation>例如 100M、1.5B；留空 = 数据集 × 轮数或默认值</translation>
    </message>
    <message>
        <source>tokens, e.g. 50M</source>
        <translation>token 数，例如 50M</translation>
    </message>
    <message>
        <source>e.g. 21d, 3w, 500h; empty = none</source>
        <translation>例如 3周、21天、500小时；留空 = 不限</translation>
    </message>
    <message>
        <source>output tokens/s for the whole service</source>
        <translation>整个服务的输出 token/s</translation>
    </message>
    <message>
        <source>VAT excluded, e.g. 200000, 20万, 30000USD; empty = none</source>
        <translation>不含税，例如 200000、20万、30000USD；留空 = 不限</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>From the job</source>
        <translation>按任务耗时</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>give the model's size, e.g. 13B</source>
        <translation>请给出模型参数量，例如 13B</translation>
    </message>
    <message>
        <source>give both the dataset size and the epochs, or the tokens</source>
        <translation>请同时给出数据集大小和轮数，或直接给出 token 数</translation>
    </message>
    <message>
        <source>allow at least one GPU</source>
        <translation>至少选择一款 GPU</translation>
    </message>
    <message>
        <source>Only quotes %1, from the comparison. &lt;a href="all"&gt;Use every quote&lt;/a&gt;</source>
        <translation>只用对比中选定的报价 %1。&lt;a href="all"&gt;改用全部报价&lt;/a&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Custom architecture…</source>
        <translation>自定义模型结构…</translation>
    </message>
    <message>
        <source>As many as the heads</source>
        <translation>与注意力头数相同</translation>
    </message>
    <message>
        <source>A custom model's architecture, as in the model's config.json; its size follows from it</source>
        <translation>自定义模型的结构，按模型 config.json 中的数值填写；参数量由结构算出</translation>
    </message>
    <message>
        <source>choose a model from the list, Custom size… or Custom architecture…</source>
        <translation>请从列表中选择模型，或选择“自定义参数量…”或“自定义模型结构…”</translation>
    </message>
    <message>
        <source>As in the settings (%1)</source>
        <translation>按设置（%1）</translation>
    </message>
    <message>
        <source>Cheapest guaranteed term</source>
        <translation>最便宜的非竞价租用方式</translation>
    </message>
    <message>
        <source>Recommended first</source>
        <translation>推荐优先</translation>
    </message>
    <message>
        <source>Include GPUs without a known offer in the region</source>
        <translation>包含本地区无已知供应的 GPU</translation>
    </message>
    <message>
        <source>GPUs with no reference price in the region and no stored quote are left out unless this is on; their rows then say so.</source>
        <translation>本地区既无参考价格、也无已存报价的 GPU 默认不参与规划；勾选后列出，并在行中注明。</translation>
    </message>
    <message>
        <source>Steady-state speed only</source>
        <translation>只按稳定运行速度估算</translation>
    </message>
    <message>
        <source>Leave out what a whole run loses to interruptions, checkpoints, restarts and server replacements (off by default: the plan counts a whole run).</source>
        <translation>不计整次训练因中断、检查点、重启和服务器更换而多花的时间（默认不勾选：按整次训练估算）。</translation>
    </message>
    <message>
        <source>A model served to users (concurrent users, the time to the first word, cost per million tokens) is planned in the Serving area (Ctrl+6); here serving is planned as a batch of tokens.</source>
        <translation>面向用户的在线推理服务（同时在线用户数、首 token 时延、每百万 token 成本）请在“推理服务”区域（Ctrl+6）规划；这里把推理当作一批 token 的离线任务来规划。</translation>
    </message>
    <message>
        <source>Gated FFN (SwiGLU, as Llama)</source>
        <translation>门控 FFN（SwiGLU，如 Llama）</translation>
    </message>
    <message>
        <source>Untick for a plain FFN of two matrices (GELU or ReLU, as GPT-3, MPT, Falcon): the size and the FLOPs follow</source>
        <translation>取消勾选即为两个矩阵的普通 FFN（GELU 或 ReLU，如 GPT-3、MPT、Falcon）：参数量与计算量随之改变</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>The software the job is trained with. Each has its own efficiency factor, fitted on its own published runs. Not stated: a dense model's steady-state estimate takes the wider band; fine-tuning, MoE models and whole runs have bands of their own.</source>
        <translation>训练任务所用的软件。每种软件有各自的效率系数，用其公开运行记录拟合。未说明时，稠密模型的稳态估计采用较宽的区间；微调、MoE 模型和完整训练各有自己的区间。</translation>
    </message>
</context>
<context>
    <name>gpuplan::PlanPage</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Stage and model</source>
        <translation>阶段与模型</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Budget and rental term</source>
        <translation>预算与租用方式</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>费用随时间变化</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>计算依据</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>可行配置</translation>
    </message>
    <message>
        <source>Cumulative cost over time</source>
        <translation>累计费用随时间变化</translation>
    </message>
    <message>
        <source>No reference price for %1: the chart needs one.</source>
        <translation>%1 没有参考价格，无法绘制费用图。</translation>
    </message>
    <message>
        <source>No configuration can run this job under these constraints (%1 layouts considered, %2 fit in memory).</source>
        <translation>在这些约束下没有配置能运行该任务（共评估 %1 种布局，%2 种显存够用）。</translation>
    </message>
    <message>
        <source>%1 were over budget; %2 had no price.</source>
        <translation>其中 %1 种超出预算，%2 种没有价格。</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>规则检查</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>数字的计算方法</translation>
    </message>
    <message>
        <source>Prices behind the chart</source>
        <translation>图表所用价格</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).</source>
        <translation>推荐：%1 × %2，共 %3 台服务器，预计耗时 %4，%5 卡时，费用 %6（不含税，%7）。</translation>
    </message>
    <message>
        <source>Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours, %6 VAT excluded (%7).</source>
        <translation>所选：%1 × %2，共 %3 台服务器，预计耗时 %4，%5 卡时，费用 %6（不含税，%7）。</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.</source>
        <translation>推荐：%1 × %2，共 %3 台服务器，预计耗时 %4，%5 卡时；无价格。</translation>
    </message>
    <message>
        <source>Selected: %1 × %2 on %3 server(s), %4, %5 GPU-hours; no price.</source>
        <translation>所选：%1 × %2，共 %3 台服务器，预计耗时 %4，%5 卡时；无价格。</translation>
    </message>
    <message>
        <source>%1 configurations on the Pareto front of %2 layouts considered.</source>
        <translation>共评估 %2 种布局，其中 %1 种配置位于帕累托前沿。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s) without a known offer in %1 left out.</source>
        <translation>
            <numerusform>已略去 %n 个在%1无已知供应的 GPU 型号。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::PlanWizard</name>
    <message>
        <source>New plan</source>
        <translation>新建规划</translation>
    </message>
    <message>
        <source>Stage and model</source>
        <translation>阶段与模型</translation>
    </message>
    <message>
        <source>What are you doing with which model? The stage brings its usual defaults.</source>
        <translation>用哪个模型做什么？选定阶段后会带出常用的默认值。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>How much training (or serving), and by when. Empty fields take the method's defaults.</source>
        <translation>训练（或推理服务）的规模和完成时限。留空的项使用默认值。</translation>
    </message>
    <message>
        <source>Budget and rental term</source>
        <translation>预算与租用方式</translation>
    </message>
    <message>
        <source>What you can spend, how you rent, and which GPUs to consider.</source>
        <translation>预算多少、怎么租、考虑哪些 GPU。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>The configurations that can run the job. Finish opens the plan, where every input stays editable.</source>
        <translation>能运行该任务的配置。点“完成”打开规划，所有输入仍可修改。</translation>
    </message>
    <message>
        <source>A model served to users is planned in the Serving area: concurrent users, the time to the first word and the reading speed, replicas, and the cost per million tokens. Finish opens it with this model.</source>
        <translation>在线推理服务在“推理服务”区域规划：同时在线用户数、首 token 时延和阅读速度、副本数以及每百万 token 成本。点击“完成”将用所选模型打开该区域。</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteCompareDialog</name>
    <message numerus="yes">
        <source>Compare %n quote(s)</source>
        <translation>
            <numerusform>对比 %n 条报价</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 per GPU-hour, VAT excluded (quoted %3)</source>
        <translation>%1：折算单价 %2/卡时（不含税）；报价（原口径）%3</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no job to weigh</source>
        <translation>没有可比较的任务</translation>
    </message>
    <message>
        <source>Price per GPU-hour, CNY, VAT excl.</source>
        <translation>折算单价（元/卡时，不含税）</translation>
    </message>
    <message>
        <source>The job's total (no job weighed)</source>
        <translation>任务总价（未设定任务）</translation>
    </message>
    <message>
        <source>Price the plan with these quotes</source>
        <translation>用这些报价为规划计价</translation>
    </message>
    <message>
        <source>Make a plan or an estimate to see each quote's total for the job.</source>
        <translation>先做规划或快速估算，才能看到每条报价下该任务的总价。</translation>
    </message>
    <message>
        <source>%1: %2 for the job (%3); %4</source>
        <translation>%1：本任务 %2（%3）；%4</translation>
    </message>
    <message>
        <source>Cost to you for %1, CNY</source>
        <translation>%1 的采购成本（元）</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteDialog</name>
    <message>
        <source>Add a quote</source>
        <translation>添加报价</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>empty: not stated</source>
        <translation>留空：未注明</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台 GPU 数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>台数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Price unit</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <source>VAT included</source>
        <translation>是否含税</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>VAT rate (%)</source>
        <translation>税率（%）</translation>
    </message>
    <message>
        <source>Invoice type</source>
        <translation>发票类型</translation>
    </message>
    <message>
        <source>Minimum term (periods)</source>
        <translation>最短租期（计价周期数）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>%1 per GPU-hour without VAT.</source>
        <translation>折算单价 %1/卡时（不含税）。</translation>
    </message>
    <message>
        <source>Edit quote %1 from %2</source>
        <translation>修改报价 %1（%2）</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价内容</translation>
    </message>
    <message>
        <source>Billing and delivery</source>
        <translation>计费与交付</translation>
    </message>
    <message>
        <source>as the price unit</source>
        <translation>与计价单位相同</translation>
    </message>
    <message>
        <source>Billing deducted</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Delivery date</source>
        <translation>交付日期</translation>
    </message>
    <message>
        <source>Savings plan</source>
        <translation>节省计划</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 年</translation>
    </message>
    <message>
        <source>Commitment per hour</source>
        <translation>每小时承诺金额</translation>
    </message>
    <message>
        <source>empty: the price of the servers offered</source>
        <translation>留空：按所报服务器的单价</translation>
    </message>
    <message>
        <source>Spot instance</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Spot protection period (h)</source>
        <translation>竞价实例保护期（小时）</translation>
    </message>
    <message>
        <source>Spot release notice (min)</source>
        <translation>竞价实例释放通知（分钟）</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Billed while stopped</source>
        <translation>关机期间是否计费</translation>
    </message>
    <message>
        <source>GPUs kept while stopped</source>
        <translation>关机期间是否保留 GPU</translation>
    </message>
    <message>
        <source>Servers and service</source>
        <translation>服务器与服务</translation>
    </message>
    <message>
        <source>CPU cores per server</source>
        <translation>每台 CPU 核数</translation>
    </message>
    <message>
        <source>RAM per server (GB)</source>
        <translation>每台内存（GB）</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储类型</translation>
    </message>
    <message>
        <source>Storage per server (TB)</source>
        <translation>每台存储容量（TB）</translation>
    </message>
    <message>
        <source>Network between servers</source>
        <translation>服务器间网络</translation>
    </message>
    <message>
        <source>Network per server (Gb/s)</source>
        <translation>每台网络带宽（Gb/s）</translation>
    </message>
    <message>
        <source>e.g. 3200 for 8 × 400G</source>
        <translation>例如 8 × 400G 填 3200</translation>
    </message>
    <message>
        <source>GPU interconnect in the server</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>as the GPU model</source>
        <translation>按 GPU 型号</translation>
    </message>
    <message>
        <source>SXM module (NVLink)</source>
        <translation>SXM 模组（NVLink）</translation>
    </message>
    <message>
        <source>HCCS (Ascend)</source>
        <translation>HCCS（昇腾）</translation>
    </message>
    <message>
        <source>PCIe cards</source>
        <translation>PCIe 卡</translation>
    </message>
    <message>
        <source>Support response (h)</source>
        <translation>售后响应（小时）</translation>
    </message>
    <message>
        <source>Hardware replacement (h)</source>
        <translation>硬件更换（小时）</translation>
    </message>
    <message>
        <source>Setup fee</source>
        <translation>开通费</translation>
    </message>
    <message>
        <source>empty: none</source>
        <translation>留空：无</translation>
    </message>
    <message>
        <source>Deposit (refundable)</source>
        <translation>押金（可退还）</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>联系人</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteJobEditor</name>
    <message>
        <source>Job:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>完成时限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Weigh quotes</source>
        <translation>按此任务比较报价</translation>
    </message>
    <message>
        <source>Weigh the quotes for this job; it becomes the plan's job (undo with Ctrl+Z)</source>
        <translation>按这个任务比较各报价；它同时成为规划的任务（可用 Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>method's default</source>
        <translation>按任务类型默认</translation>
    </message>
    <message>
        <source>Tokens to train on, e.g. 500M, 5亿 or 2B</source>
        <translation>训练的 token 数，例如 500M、5亿 或 2B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Time to finish, e.g. 3w, 三周, 10天 or 500h</source>
        <translation>完成时限，例如 3w、三周、10天 或 500h</translation>
    </message>
    <message>
        <source>Budget without VAT, e.g. 20万 or 200000CNY</source>
        <translation>不含税预算，例如 20万 或 200000CNY</translation>
    </message>
    <message>
        <source>The plan's custom model</source>
        <translation>规划中的自定义模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>任务类型</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuoteTableModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未注明</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 项不通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 项警告</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Price per GPU-hour excluding VAT, in CNY; %1</source>
        <translation>折算单价，元/卡时（不含税）；%1</translation>
    </message>
    <message>
        <source>quoted in CNY</source>
        <translation>以人民币报价</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price as quoted</source>
        <translation>报价（原口径）</translation>
    </message>
    <message>
        <source>CNY per GPU-hour (ex VAT)</source>
        <translation>元/卡时（不含税）</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>%1 %2, incl. %3% VAT</source>
        <translation>%1%2，含 %3% 增值税</translation>
    </message>
    <message>
        <source>%1 of %2 server(s), %3</source>
        <translation>用 %2 台中的 %1 台，%3</translation>
    </message>
    <message>
        <source>run time %1 h; %2</source>
        <translation>运行 %1 小时；%2</translation>
    </message>
    <message>
        <source>For this job</source>
        <translation>对本任务</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>%1 excluding VAT, %2 including it</source>
        <translation>不含税 %1，含税 %2</translation>
    </message>
    <message>
        <source>This job, cost to you</source>
        <translation>本任务采购成本</translation>
    </message>
    <message>
        <source>%1 GPUs per replica; %2 replica(s) needed for the peak with headroom, %3 held by its servers; %4 of %5 server(s) used</source>
        <translation>每副本 %1 卡；高峰加余量需要 %2 个副本，其服务器可容纳 %3 个；使用 %5 台服务器中的 %4 台</translation>
    </message>
    <message>
        <source>a month (a year of service under the quote's terms ÷ 12): %1 excluding VAT, %2 including it</source>
        <translation>每月（按报价条款服务一年 ÷ 12）：不含税 %1，含税 %2</translation>
    </message>
    <message>
        <source>%1 CNY per 1M output tokens at the day's load</source>
        <translation>按全天负载，每百万输出 token %1 元</translation>
    </message>
    <message>
        <source>This service, a month to you</source>
        <translation>本推理服务每月采购成本</translation>
    </message>
    <message>
        <source>For this service</source>
        <translation>对本推理服务</translation>
    </message>
</context>
<context>
    <name>gpuplan::QuotesPage</name>
    <message>
        <source>Select a quote to see the seeds' checks for its servers.</source>
        <translation>选中一条报价，查看其服务器配置的检查结果。</translation>
    </message>
    <message>
        <source>Checks for training on these servers:</source>
        <translation>检查项（假定在这些服务器上训练）：</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n quote(s) shown. Prices are compared per GPU-hour in CNY without VAT; hover a check for its explanation.</source>
        <translation>
            <numerusform>共 %n 条报价，显示 %1 条。价格已统一折算为元/卡时（不含税）；鼠标悬停在检查结果上可查看说明。</numerusform>
        </translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>Filter by provider</source>
        <translation>按供应商筛选</translation>
    </message>
    <message>
        <source>Valid today</source>
        <translation>仅显示当前有效</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Delete demo data</source>
        <translation>删除示例数据</translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation>导入报价</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n quote(s).</source>
        <translation>
            <numerusform>已导入 %n 条报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export quotes</source>
        <translation>导出报价</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n quote(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 条报价写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the demo providers and their quotes (named “示例 Demo · …”)? Your own quotes are not touched.</source>
        <translation>删除示例供应商及其报价（名称为“示例 Demo · …”）吗？您自己录入的报价不受影响。</translation>
    </message>
    <message>
        <source>Make an estimate to see what that job would cost under each quote.</source>
        <translation>先做一次估算，即可看到该任务在每份报价下的费用。</translation>
    </message>
    <message>
        <source>%1 quotes are too many to weigh at once; delete old ones or compare them with 'gpuplan quotes rank --ids'.</source>
        <translation>%1 份报价太多，无法一次评估；请删除过期报价，或用 'gpuplan quotes rank --ids' 比较。</translation>
    </message>
    <message>
        <source>Weighed for the quick estimate's job: %1 · %2 · %3 tokens.</source>
        <translation>按快速估算中的任务评估：%1 · %2 · %3 token。</translation>
    </message>
    <message>
        <source>For this job: %1</source>
        <translation>对本任务：%1</translation>
    </message>
    <message>
        <source>%1 of %2 server(s) · %3 · run time %4 h · total %5 excluding VAT (%6 including)</source>
        <translation>用 %2 台中的 %1 台 · %3 · 运行 %4 小时 · 总费用 %5（不含税；含税 %6）</translation>
    </message>
    <message>
        <source>Compare as PDF…</source>
        <translation>生成对比 PDF…</translation>
    </message>
    <message>
        <source>The quotes shown, side by side, with this job's total under each and a recommendation</source>
        <translation>把当前显示的报价并列对比，列出本任务在各报价下的总费用并给出推荐</translation>
    </message>
    <message>
        <source>Compare in Excel…</source>
        <translation>导出对比 Excel…</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>no quotes are shown</source>
        <translation>当前没有显示任何报价</translation>
    </message>
    <message>
        <source>Compare as PDF</source>
        <translation>生成对比 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Compare in Excel</source>
        <translation>导出对比 Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>Print the quote comparison</source>
        <translation>打印报价对比</translation>
    </message>
    <message>
        <source>add quote from %1</source>
        <translation>添加 %1 的报价</translation>
    </message>
    <message>
        <source>delete quote from %1</source>
        <translation>删除 %1 的报价</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete quote</source>
        <translation>删除报价</translation>
    </message>
    <message>
        <source>edit quote from %1</source>
        <translation>修改 %1 的报价</translation>
    </message>
    <message numerus="yes">
        <source>Loading %n quote(s)…</source>
        <translation>
            <numerusform>正在载入 %n 条报价…</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>修改…</translation>
    </message>
    <message>
        <source>Change the selected quote (or double-click it); Edit → Undo restores it</source>
        <translation>修改所选报价（也可双击）；“编辑 → 撤销”可恢复原值</translation>
    </message>
    <message>
        <source>Every row is checked and shown first; nothing is written until you choose Import, and Cancel while writing leaves the database as it was.</source>
        <translation>先逐行检查并显示结果；点“导入”之前不会写入任何数据，写入过程中取消则数据库保持原样。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was written.</source>
        <translation>导入已取消：未写入任何数据。</translation>
    </message>
    <message numerus="yes">
        <source>Writing %n quote(s)…</source>
        <translation>
            <numerusform>正在写入 %n 条报价…</numerusform>
        </translation>
    </message>
    <message>
        <source>Weighed for the plan's job: %1 · %2 · %3 tokens.</source>
        <translation>按规划的任务比较：%1 · %2 · %3 token。</translation>
    </message>
    <message>
        <source>Compare selected…</source>
        <translation>对比所选…</translation>
    </message>
    <message>
        <source>Prices and this job's total as charts, checks side by side; select several quotes with Ctrl+click</source>
        <translation>用图表对比价格和该任务的总价，并排列出规则检查；按住 Ctrl 点击可多选报价</translation>
    </message>
    <message>
        <source>Compare quotes</source>
        <translation>对比报价</translation>
    </message>
    <message>
        <source>Select two or more quotes (Ctrl+click or Shift+click) to compare them.</source>
        <translation>请选择两条或更多报价（Ctrl+点击或 Shift+点击）再对比。</translation>
    </message>
    <message>
        <source>Quote details</source>
        <translation>报价详情</translation>
    </message>
    <message>
        <source>Delete the quote from %1 (quote %2) and its checklists? Edit → Undo brings both back as they were.</source>
        <translation>删除来自 %1 的报价（报价 %2）及其合同与验收清单？用“编辑 → 撤销”可将二者原样恢复。</translation>
    </message>
    <message>
        <source>Weighed for the plan's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.</source>
        <translation>按规划的任务比较：%1 · %2 · %3 token。采购成本最低的是%4，为 %5。</translation>
    </message>
    <message>
        <source>Weighed for the quick estimate's job: %1 · %2 · %3 tokens. Cheapest for you: %4 at %5.</source>
        <translation>按快速估算的任务比较：%1 · %2 · %3 token。采购成本最低的是%4，为 %5。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>修改记录…</translation>
    </message>
    <message>
        <source>Who changed the selected quote and its checklist items, when, from what to what</source>
        <translation>谁在何时修改了所选报价及其核对项，由什么改为什么</translation>
    </message>
    <message>
        <source>History</source>
        <translation>修改记录</translation>
    </message>
    <message>
        <source>Select one quote to see who changed it, and when.</source>
        <translation>请选择一条报价，查看谁在何时修改了它。</translation>
    </message>
    <message>
        <source>quote %1 of %2</source>
        <translation>%2 的报价 %1</translation>
    </message>
    <message>
        <source>Apply mine</source>
        <translation>应用我的修改</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>重新载入对方的版本</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 changed this quote at %2, since you opened it.&lt;/p&gt;&lt;table border="1" cellspacing="0" cellpadding="3"&gt;&lt;tr&gt;&lt;th&gt;Field&lt;/th&gt;&lt;th&gt;When you opened it&lt;/th&gt;&lt;th&gt;Theirs, now stored&lt;/th&gt;&lt;th&gt;Yours&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;&lt;p&gt;&lt;b&gt;Apply mine&lt;/b&gt; makes your changes again on their version (theirs are kept where you changed nothing); &lt;b&gt;Reload theirs&lt;/b&gt; drops yours. Nothing is overwritten without your choice.&lt;/p&gt;</source>
        <translation>&lt;p&gt;您打开此报价后，%1 于 %2 修改了它。&lt;/p&gt;&lt;table border="1" cellspacing="0" cellpadding="3"&gt;&lt;tr&gt;&lt;th&gt;栏目&lt;/th&gt;&lt;th&gt;您打开时&lt;/th&gt;&lt;th&gt;对方修改后（已保存）&lt;/th&gt;&lt;th&gt;您的修改&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;&lt;p&gt;&lt;b&gt;应用我的修改&lt;/b&gt;：在对方的版本上重新做您的修改（您未改动的栏目保留对方的值）；&lt;b&gt;重新载入对方的版本&lt;/b&gt;：放弃您的修改。未经您选择，不会覆盖任何内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Someone else</source>
        <translation>其他人</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>未知时间</translation>
    </message>
    <message>
        <source>the GPU catalog is not loaded</source>
        <translation>GPU 型号库尚未载入</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2%3&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; %2%3&lt;/li&gt;</translation>
    </message>
    <message>
        <source>Add quote</source>
        <translation>添加报价</translation>
    </message>
    <message>
        <source>Edit quote</source>
        <translation>修改报价</translation>
    </message>
    <message>
        <source>Quote files (*.xlsx *.xls *.csv *.txt);;Excel workbooks (*.xlsx *.xls);;CSV files (*.csv *.txt);;All files (*)</source>
        <translation>报价文件 (*.xlsx *.xls *.csv *.txt);;Excel 工作簿 (*.xlsx *.xls);;CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Awarded in purchase %1 %2; approved by %3 on %4.</source>
        <translation>采购项目 %1 %2 定标的成交报价；%3 于 %4 审批。</translation>
    </message>
    <message>
        <source>&amp;Weigh the quotes for:</source>
        <translation>报价评估对象(&amp;W)：</translation>
    </message>
    <message>
        <source>The plan's job</source>
        <translation>规划的任务</translation>
    </message>
    <message>
        <source>The service on the Serving area</source>
        <translation>推理服务页的推理服务</translation>
    </message>
    <message>
        <source>The plan's job: what it costs under each quote and whether it runs within the deadline and budget. The service: what a month of it costs under each quote, whether the quote's servers serve the peak with headroom, and the cost per 1M output tokens.</source>
        <translation>规划的任务：每份报价下的费用，以及能否在期限和预算内完成。推理服务：每份报价下每月的费用、报价的服务器能否留足余量承受高峰，以及每百万输出 token 的成本。</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>the Serving area has no question to weigh the quotes for</source>
        <translation>推理服务页还没有可用来评估报价的问题</translation>
    </message>
    <message>
        <source>The Serving area has no question to weigh the quotes for: one of its fields is wrong, or it has not been answered yet.</source>
        <translation>推理服务页还没有可用来评估报价的问题：其中某个字段有误，或尚未计算出结果。</translation>
    </message>
    <message>
        <source>Weighed for the service on the Serving area: %1 at %2 requests/s at the peak. Cheapest for you: %3 at %4 a month (%5 CNY per 1M output tokens).</source>
        <translation>按推理服务页的推理服务比较：%1，高峰每秒 %2 个请求。采购成本最低的是%3，每月 %4（每百万输出 token %5 元）。</translation>
    </message>
    <message>
        <source>Weighed for the service on the Serving area: %1 at %2 requests/s at the peak. None of the quotes serves it with headroom; each verdict says why.</source>
        <translation>按推理服务页的推理服务比较：%1，高峰每秒 %2 个请求。没有报价能留足余量承受高峰，原因见各报价的结论。</translation>
    </message>
</context>
<context>
    <name>gpuplan::ServingPage</name>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>Load given as</source>
        <translation>负载的给法</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <translation>数量(&amp;H)</translation>
    </message>
    <message>
        <source>Think time between questions (s)</source>
        <translation>两次提问间的思考时间（秒）</translation>
    </message>
    <message>
        <source>Question length (tokens)</source>
        <translation>问题长度（token）</translation>
    </message>
    <message>
        <source>Answer length (tokens)</source>
        <translation>回答长度（token）</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>时延目标</translation>
    </message>
    <message>
        <source>Each user reads (tokens/s)</source>
        <translation>每个用户的阅读速度（token/秒）</translation>
    </message>
    <message>
        <source>For this share of requests</source>
        <translation>针对的分位数</translation>
    </message>
    <message>
        <source>Busy hours</source>
        <translation>忙闲时段</translation>
    </message>
    <message>
        <source>Headroom (%)</source>
        <translation>余量（%）</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>concurrent users</source>
        <translation>同时在线用户数</translation>
    </message>
    <message>
        <source>requests per second at the peak</source>
        <translation>高峰每秒请求数</translation>
    </message>
    <message>
        <source>requests at once (as benchmarks run)</source>
        <translation>并发数（基准测试的方式）</translation>
    </message>
    <message>
        <source>as entered below</source>
        <translation>按下方填写</translation>
    </message>
    <message>
        <source>office hours</source>
        <translation>办公时段</translation>
    </message>
    <message>
        <source>evening peak</source>
        <translation>晚高峰</translation>
    </message>
    <message>
        <source>flat (every hour alike)</source>
        <translation>全天均匀</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>每副本卡数</translation>
    </message>
    <message>
        <source>Replicas (band)</source>
        <translation>副本数（估算区间）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>First token P%1 (ms)</source>
        <translation>P%1 首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>Per token P%1 (ms)</source>
        <translation>P%1 每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <source>Per 1M input tokens</source>
        <translation>每百万输入 token</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Cheapest way to pay: %1 a month (all reserved for the peak: %2). %3</source>
        <translation>最省的付费方式：每月 %1（高峰所需副本全部包月/包年：%2）。%3</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>What each GPU delivers against what each user reads</source>
        <translation>每卡吞吐量与每个用户的阅读速度</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>output tokens/s per GPU</source>
        <translation>每卡输出 token/秒</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <translation>每用户 token/秒</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Answer starts within (s)</source>
        <translation>回答几秒内开始（秒）</translation>
    </message>
    <message>
        <source>Time to first token (TTFT): from the question sent to the first word of the answer</source>
        <translation>首 token 时延（TTFT）：从发出问题到收到回答的第一个 token</translation>
    </message>
    <message>
        <source>Tokens a second each user receives after the first: 1000 ÷ time per output token (TPOT, ms)</source>
        <translation>第一个 token 之后每个用户每秒收到的 token 数：1000 ÷ 每 token 时延（TPOT，毫秒）</translation>
    </message>
    <message>
        <source>chat (2 s, 20 tokens/s, P90)</source>
        <translation>对话（2 秒，20 token/秒，P90）</translation>
    </message>
    <message>
        <source>MLPerf server (2 s, 5 tokens/s, P99)</source>
        <translation>MLPerf 服务器（2 秒，5 token/秒，P99）</translation>
    </message>
    <message>
        <source>interactive (0.45 s, 25 tokens/s, P99)</source>
        <translation>交互（0.45 秒，25 token/秒，P99）</translation>
    </message>
    <message>
        <source>batch (no limit)</source>
        <translation>批处理（不设目标）</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>reserved base</source>
        <translation>保底容量</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>弹性容量</translation>
    </message>
    <message>
        <source>Replicas hour by hour: %1 × %2</source>
        <translation>每小时的副本数（0–23 时）：%1 × %2</translation>
    </message>
    <message>
        <source>Best configuration per GPU model</source>
        <translation>每种 GPU 型号的最佳配置</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>cost per 1M output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>the planned load</source>
        <translation>规划负载</translation>
    </message>
    <message>
        <source>CNY per 1M tokens</source>
        <translation>元/百万 token</translation>
    </message>
    <message>
        <source>Cost per 1M tokens by load</source>
        <translation>百万 token 成本与负载</translation>
    </message>
    <message>
        <source>% of the planned load</source>
        <translation>规划负载的 %</translation>
    </message>
    <message>
        <source>By GPU model</source>
        <translation>按 GPU 型号</translation>
    </message>
    <message>
        <source>Stored quotes</source>
        <translation>已存报价</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存规划</translation>
    </message>
    <message>
        <source>serving plan</source>
        <translation>推理服务规划</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开规划</translation>
    </message>
    <message>
        <source>%1, key "%2": %3</source>
        <translation>%1，键“%2”：%3</translation>
    </message>
    <message>
        <source>Question lengths vary by (± %)</source>
        <translation>问题长度波动（± %）</translation>
    </message>
    <message>
        <source>How much the questions' lengths differ: their standard deviation as a percent of the length above (0: all alike, as benchmarks run). The percentile's first token waits for its long question.</source>
        <translation>问题长度的差异：标准差占上面问题长度的百分比（0：长度都相同，与基准测试一致）。分位数上的首 token 要等该分位数的长问题预填充完。</translation>
    </message>
    <message>
        <source>There is no answer to export yet.</source>
        <translation>还没有可导出的结果。</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>推理引擎：%1。</translation>
    </message>
    <message>
        <source>From config.json…</source>
        <translation>从 config.json 读取…</translation>
    </message>
    <message>
        <source>%1 (config.json)</source>
        <translation>%1（config.json）</translation>
    </message>
    <message>
        <source>A model's config.json</source>
        <translation>模型的 config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json)</source>
        <translation>模型配置（*.json）</translation>
    </message>
    <message>
        <source>'%1' cannot be read</source>
        <translation>无法读取“%1”</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens drafted a step (0: off)</source>
        <translation>投机解码：每步草拟的 token 数（0：关闭）</translation>
    </message>
    <message>
        <source>Tokens kept a step, on average</source>
        <translation>平均每步保留的 token 数</translation>
    </message>
    <message>
        <source>GPUs compared</source>
        <translation>比较的 GPU</translation>
    </message>
</context>
<context>
    <name>gpuplan::ServingQuotesTable</name>
    <message>
        <source>Stored quotes weighed for this service</source>
        <translation>按本服务比较的已存报价</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Vendor (quote)</source>
        <translation>供应商（报价编号）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per replica × replicas needed / held</source>
        <translation>每副本卡数 × 所需 / 可容纳副本数</translation>
    </message>
    <message>
        <source>Servers used</source>
        <translation>使用服务器台数</translation>
    </message>
    <message>
        <source>A month, to you</source>
        <translation>每月采购成本</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>A quote's servers cap its replicas. A month is a year of service under the quote's own terms (minimum term, billing unit, setup fee) divided by 12, as your tax status pays it.</source>
        <translation>副本数以报价中的服务器台数为上限。每月费用 = 按该报价自身条款（最短租期、计费单位、开通费）计算的一年服务费用 ÷ 12，按您的纳税人身份口径计算。</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1（#%2）</translation>
    </message>
    <message>
        <source>%1 × %2 / %3</source>
        <translation>%1 × %2 / %3</translation>
    </message>
    <message>
        <source>No quotes are stored: add or import them on the Quotes area to weigh them here.</source>
        <translation>尚无已存报价：请在“供应商报价”页添加或导入，再回到这里比较。</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n stored quote(s) serves this load.</source>
        <translation>
            <numerusform>%n 条已存报价都无法承载这一负载。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n stored quote(s) serve this load; the cheapest for you: %2, %3 a month.</source>
        <translation>
            <numerusform>%n 条已存报价中有 %1 条能承载这一负载；采购成本最低的是 %2，每月 %3。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::Session</name>
    <message>
        <source>Another member of the team changed the database; it was read again.</source>
        <translation>团队中的其他成员修改了数据库，已重新读取。</translation>
    </message>
    <message>
        <source>The database file was changed by another program (the command line or another window); it was read again.</source>
        <translation>数据库文件已被另一个程序（命令行或另一个窗口）修改，已重新读取。</translation>
    </message>
    <message>
        <source>Connected to the team database again; everything was read again, as changes made meanwhile were not announced.</source>
        <translation>已重新连接团队数据库；断开期间的更改不会另行通知，因此已重新读取全部数据。</translation>
    </message>
</context>
<context>
    <name>gpuplan::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>730 = 8,760 hours a year ÷ 12 (the default); 720 for 30-day months.</source>
        <translation>730 = 全年 8,760 小时 ÷ 12（默认）；按 30 天计月时为 720。</translation>
    </message>
    <message>
        <source>Exact (¥3,566,146.42)</source>
        <translation>精确到元（¥3,566,146.42）</translation>
    </message>
    <message>
        <source>In 万元 (356.61 万元; thousands in English)</source>
        <translation>以万元计（356.61 万元；英文按千计）</translation>
    </message>
    <message>
        <source>Decides what a quote really costs you: a general taxpayer deducts the VAT of a special VAT invoice; otherwise the VAT is part of the cost.</source>
        <translation>决定报价对您的采购成本：一般纳税人可抵扣增值税专用发票的进项税；否则税额计入成本。</translation>
    </message>
    <message>
        <source>Region of the reference prices</source>
        <translation>参考价格的地区</translation>
    </message>
    <message>
        <source>Hours in a billing month</source>
        <translation>每个计费月的小时数</translation>
    </message>
    <message>
        <source>Totals in summaries</source>
        <translation>汇总金额的单位</translation>
    </message>
    <message>
        <source>Your VAT position</source>
        <translation>您的纳税人身份</translation>
    </message>
    <message>
        <source>The same settings as 'gpuplan settings'; the plan, the quotes and the documents follow them.</source>
        <translation>与“gpuplan settings”是同一套设置；规划、报价与文档都按它计算。</translation>
    </message>
    <message>
        <source>GPU memory a recommendation leaves free</source>
        <translation>推荐配置须留出的显存</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>A configuration that fills its GPUs to the brim is never recommended; it is marked tight.</source>
        <translation>把显存几乎占满的配置不会被推荐，并标为“显存紧张”。</translation>
    </message>
    <message>
        <source>Spot servers pre-empted a month</source>
        <translation>竞价实例每月被回收的比例</translation>
    </message>
    <message>
        <source>For the expected figure of spot capacity. AWS's Spot Instance Advisor publishes this share in bands from under 5 % to over 20 %; China's GPU clouds publish none.</source>
        <translation>用于估算竞价实例的预期费用。AWS Spot Instance Advisor 按区间公布这一比例（从低于 5% 到高于 20%）；国内 GPU 云未公布此数据。</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>A pre-emption without notice loses half of this.</source>
        <translation>无通知的回收平均损失半个间隔的进度。</translation>
    </message>
    <message>
        <source>Restart after a pre-emption</source>
        <translation>回收后重启耗时</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>A new server, the environment and the checkpoint loaded again.</source>
        <translation>重新申请服务器、部署环境并加载检查点。</translation>
    </message>
</context>
<context>
    <name>gpuplan::TemplatesDialog</name>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Add a check</source>
        <translation>添加核对项</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Checklist templates</source>
        <translation>清单模板</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对项</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>要求值</translation>
    </message>
    <message>
        <source>e.g. ≥ 99.9%; {gpu}, {gpus_per_server}, {servers}… are filled from the quote</source>
        <translation>例如 ≥ 99.9%；{gpu}、{gpus_per_server}、{servers} 等会按报价填入</translation>
    </message>
    <message>
        <source>&amp;Category</source>
        <translation>类别(&amp;C)</translation>
    </message>
    <message>
        <source>Check in &amp;Chinese</source>
        <translation>核对项中文(&amp;Z)</translation>
    </message>
    <message>
        <source>Check in &amp;English</source>
        <translation>核对项英文(&amp;E)</translation>
    </message>
    <message>
        <source>Expected value, Chinese</source>
        <translation>要求值（中文）</translation>
    </message>
    <message>
        <source>Expected value, English</source>
        <translation>要求值（英文）</translation>
    </message>
    <message>
        <source>New checklists follow the templates; the checklists of quotes made before keep their items.</source>
        <translation>新建的清单按模板生成；之前已创建的报价清单保留原有条目。</translation>
    </message>
    <message>
        <source>A new check for the %1: fill in both languages and save.</source>
        <translation>为 %1 新增核对项：填写中英文后保存。</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>已添加。</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>已删除。</translation>
    </message>
</context>
<context>
    <name>gpuplan::TenderDialog</name>
    <message>
        <source>New purchase</source>
        <translation>新建采购项目</translation>
    </message>
    <message>
        <source>e.g. 2027 fine-tuning cluster, 64 GPUs for 3 months</source>
        <translation>例如：2027 年微调集群，64 卡 3 个月</translation>
    </message>
    <message>
        <source>the company's purchase number, e.g. CG-2026-118</source>
        <translation>公司的采购编号，例如 CG-2026-118</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>delivery</source>
        <translation>交付</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>invoice</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>names separated by commas; empty: any vendor may answer</source>
        <translation>名称以逗号分隔；留空则任何供应商均可报价</translation>
    </message>
    <message>
        <source>None ticked: any GPU that can run the job</source>
        <translation>不勾选：能运行本任务的任何 GPU 均可</translation>
    </message>
    <message>
        <source>no minimum</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>delivered by</source>
        <translation>交付不晚于</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>no requirement</source>
        <translation>不作要求</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>e.g. monthly, 30 days after the invoice</source>
        <translation>例如：月结，见票后 30 天付款</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>采购编号：</translation>
    </message>
    <message>
        <source>Procurement method:</source>
        <translation>采购方式：</translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation>评审方法：</translation>
    </message>
    <message>
        <source>Weights (sum 100):</source>
        <translation>权值（合计 100）：</translation>
    </message>
    <message>
        <source>Offers due:</source>
        <translation>报价截止日：</translation>
    </message>
    <message>
        <source>Vendors invited:</source>
        <translation>受邀供应商：</translation>
    </message>
    <message>
        <source>GPU kinds allowed:</source>
        <translation>允许的 GPU 型号：</translation>
    </message>
    <message>
        <source>GPUs in all, at least:</source>
        <translation>GPU 总数不少于：</translation>
    </message>
    <message>
        <source>Delivery:</source>
        <translation>交付：</translation>
    </message>
    <message>
        <source>Response time at most:</source>
        <translation>响应时间不超过：</translation>
    </message>
    <message>
        <source>Hardware replacement at most:</source>
        <translation>硬件更换时间不超过：</translation>
    </message>
    <message>
        <source>Invoice:</source>
        <translation>发票：</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>Payment terms:</source>
        <translation>付款条件：</translation>
    </message>
    <message>
        <source>name, telephone, e-mail</source>
        <translation>姓名、电话、电子邮件</translation>
    </message>
    <message>
        <source>e.g. 17:00; empty: by the end of the day</source>
        <translation>如 17:00；留空：当日内</translation>
    </message>
    <message>
        <source>an e-mail address, a portal, an address for sealed offers</source>
        <translation>电子邮件地址、采购平台，或密封报价的递交地址</translation>
    </message>
    <message>
        <source> days after the deadline</source>
        <translation> 天（截止日后）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>于</translation>
    </message>
    <message>
        <source>Contact:</source>
        <translation>联系人：</translation>
    </message>
    <message>
        <source>Offers due at:</source>
        <translation>截止日递交时刻：</translation>
    </message>
    <message>
        <source>How to submit:</source>
        <translation>递交方式：</translation>
    </message>
    <message>
        <source>Offers valid:</source>
        <translation>报价有效期：</translation>
    </message>
    <message>
        <source>Rental starts:</source>
        <translation>租用起始日：</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message numerus="yes">
        <source>as long as the job runs (a service: %n months)</source>
        <translation>
            <numerusform>按任务实际运行时长（推理服务：%n 个月）</numerusform>
        </translation>
    </message>
    <message>
        <source>Rental term:</source>
        <translation>租期：</translation>
    </message>
    <message>
        <source>record</source>
        <translation>履约评价</translation>
    </message>
    <message>
        <source>履约评价: the vendor's record after earlier contracts with you (bills disputed, SLA credits, failed deliveries, servers accepted late). A vendor without a record earns the whole weight.</source>
        <translation>履约评价：供应商此前与贵单位所签合同的履约记录（有异议的账单、SLA 赔偿、交付验收不合格、验收延迟的服务器）。无记录的供应商得满分。</translation>
    </message>
</context>
<context>
    <name>gpuplan::TendersPage</name>
    <message>
        <source>Import a final offer</source>
        <translation>导入最后报价</translation>
    </message>
    <message>
        <source>Vendor answers (*.xlsx *.xls *.csv)</source>
        <translation>供应商报价文件 (*.xlsx *.xls *.csv)</translation>
    </message>
    <message>
        <source>Purchases: a request for quotation from the plan, the vendors' offers round by round, the evaluation by this job's cost, the award and its approval.</source>
        <translation>采购项目：按规划生成询价函，逐轮记录供应商报价，按本任务的采购成本评审，定标并审批。</translation>
    </message>
    <message>
        <source>New purchase…</source>
        <translation>新建采购项目…</translation>
    </message>
    <message>
        <source>A purchase for the job of the plan open in this window</source>
        <translation>为本窗口中打开的规划所描述的任务发起采购</translation>
    </message>
    <message>
        <source>Open for offers</source>
        <translation>开始接收报价</translation>
    </message>
    <message>
        <source>Close offers</source>
        <translation>截止报价</translation>
    </message>
    <message>
        <source>The deadline has passed: the offers are evaluated</source>
        <translation>报价截止：进入评审</translation>
    </message>
    <message>
        <source>Cancel purchase</source>
        <translation>取消采购项目</translation>
    </message>
    <message>
        <source>Import offers…</source>
        <translation>导入报价…</translation>
    </message>
    <message>
        <source>A vendor's answer: the answer template filled in (.xlsx, .xls or CSV)</source>
        <translation>供应商的答复：填好的报价模板（.xlsx、.xls 或 CSV）</translation>
    </message>
    <message>
        <source>Import final offer…</source>
        <translation>导入最后报价…</translation>
    </message>
    <message>
        <source>Clarification…</source>
        <translation>澄清…</translation>
    </message>
    <message>
        <source>Award…</source>
        <translation>定标…</translation>
    </message>
    <message>
        <source>Award the vendor of the column chosen in the evaluation</source>
        <translation>将评审表中所选列的供应商定为成交供应商</translation>
    </message>
    <message>
        <source>Approve award</source>
        <translation>审批定标</translation>
    </message>
    <message>
        <source>Request for quotation…</source>
        <translation>询价函…</translation>
    </message>
    <message>
        <source>Award memo…</source>
        <translation>比价审批单…</translation>
    </message>
    <message>
        <source>Rounds of vendor:</source>
        <translation>供应商各轮报价：</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>采购需求</translation>
    </message>
    <message>
        <source>Offers and rounds</source>
        <translation>报价与轮次</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>History</source>
        <translation>修改记录</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>采购项目</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Evaluation matrix</source>
        <translation>评审对比表</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开数据库。</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>采购编号</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>采购项目</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>采购方式</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Offers due</source>
        <translation>报价截止日</translation>
    </message>
    <message>
        <source>Vendors invited</source>
        <translation>受邀供应商</translation>
    </message>
    <message>
        <source>No purchase yet: open or make a plan, then New purchase.</source>
        <translation>还没有采购项目：先打开或新建一个规划，再点“新建采购项目”。</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>采购方式：</translation>
    </message>
    <message>
        <source>The job:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Offers must meet:</source>
        <translation>报价须满足：</translation>
    </message>
    <message>
        <source>no requirement beyond running the job</source>
        <translation>除能运行本任务外无其他要求</translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation>评审方法：</translation>
    </message>
    <message>
        <source>Vendors invited:</source>
        <translation>受邀供应商：</translation>
    </message>
    <message>
        <source>any vendor</source>
        <translation>任何供应商</translation>
    </message>
    <message>
        <source>Offers due:</source>
        <translation>报价截止日：</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>定标：</translation>
    </message>
    <message>
        <source>Approval:</source>
        <translation>审批：</translation>
    </message>
    <message>
        <source>waiting for approval by someone other than %1</source>
        <translation>待审批（审批人不得为 %1）</translation>
    </message>
    <message>
        <source>approved by %1 on %2</source>
        <translation>%1 于 %2 审批</translation>
    </message>
    <message>
        <source>The awarded offer is quote %1 on the quotes page, with its contract and acceptance checklists.</source>
        <translation>成交报价为“报价”页的报价 %1，并附合同和验收检查清单。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Price offered</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>交付日期</translation>
    </message>
    <message>
        <source>Submitted by</source>
        <translation>录入人</translation>
    </message>
    <message>
        <source>Submitted at</source>
        <translation>录入时间</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>%1 (does not comply)</source>
        <translation>%1（不响应）</translation>
    </message>
    <message>
        <source>Best of the compliant offers: %1</source>
        <translation>响应报价中最优：%1</translation>
    </message>
    <message>
        <source>First (tied): %1</source>
        <translation>第一名（并列）：%1</translation>
    </message>
    <message>
        <source>First: %1</source>
        <translation>第一名：%1</translation>
    </message>
    <message>
        <source>base price %1</source>
        <translation>评标基准价 %1</translation>
    </message>
    <message>
        <source>No offer meets every requirement.</source>
        <translation>没有报价满足全部要求。</translation>
    </message>
    <message>
        <source>No offer yet.</source>
        <translation>尚无报价。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>What</source>
        <translation>事项</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Cost to you</source>
        <translation>您的采购成本</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>this job's cost: %1 → %2 (%3%)</source>
        <translation>本任务成本：%1 → %2（%3%）</translation>
    </message>
    <message>
        <source>cannot run the job</source>
        <translation>无法运行本任务</translation>
    </message>
    <message>
        <source>first offer</source>
        <translation>首次报价</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>New purchase</source>
        <translation>新建采购项目</translation>
    </message>
    <message>
        <source>Open or make a plan first: a purchase buys for a plan's job.</source>
        <translation>请先打开或新建规划：采购项目为规划中的任务采购。</translation>
    </message>
    <message>
        <source>The plan open in this window cannot be read: %1</source>
        <translation>无法读取本窗口中打开的规划：%1</translation>
    </message>
    <message>
        <source>Cancel this purchase? Its offers and history are kept; no offer can be added or awarded afterwards.</source>
        <translation>取消此采购项目？报价和修改记录会保留，之后不能再添加报价或定标。</translation>
    </message>
    <message>
        <source>Import offers</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>%1

Nothing was recorded.</source>
        <translation>%1

未记录任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) recorded from %1.</source>
        <translation>
            <numerusform>已从 %1 记录 %n 份报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Clarification</source>
        <translation>澄清</translation>
    </message>
    <message>
        <source>Choose the vendor's offer the clarification belongs to.</source>
        <translation>请选择澄清所针对的供应商报价。</translation>
    </message>
    <message>
        <source>What %1 clarified (the price and terms stay as offered):</source>
        <translation>%1 澄清的内容（价格和条款保持原报价不变）：</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>定标</translation>
    </message>
    <message>
        <source>Choose the vendor's column in the evaluation.</source>
        <translation>请在评审表中选择供应商所在的列。</translation>
    </message>
    <message>
        <source>%1 is not first in the evaluation (%2 is). Why is it chosen? The reason goes into the award memo.</source>
        <translation>%1 不是评审第一名（第一名为 %2）。为何选择它？理由将写入比价审批单。</translation>
    </message>
    <message>
        <source>Award the purchase to %1, first in the evaluation? Someone other than you approves it.</source>
        <translation>将此采购项目定标给评审第一名 %1？须由您以外的人审批。</translation>
    </message>
    <message>
        <source>Awarded to %1; it waits for approval by someone else.</source>
        <translation>已定标给 %1，等待他人审批。</translation>
    </message>
    <message>
        <source>Award approved. The awarded offer is quote %1 on the quotes page, with its contract and acceptance checklists.</source>
        <translation>定标已审批。成交报价为“报价”页的报价 %1，并附合同和验收检查清单。</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>询价函</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Award memo</source>
        <translation>比价审批单</translation>
    </message>
    <message>
        <source>Declare failed…</source>
        <translation>宣布废标/终止…</translation>
    </message>
    <message>
        <source>Too few offers respond, or another cause the law names: the purchase ends as failed (废标 / 终止), with the reason on record</source>
        <translation>实质性响应的报价不足，或出现法定的其他情形：采购项目以废标/终止结束，并记录原因</translation>
    </message>
    <message>
        <source>Reopen for a further round</source>
        <translation>再开一轮报价</translation>
    </message>
    <message>
        <source>Declare failed</source>
        <translation>宣布废标/终止</translation>
    </message>
    <message>
        <source>End this purchase as failed (废标 / 终止)? Its offers and history are kept; it is run again as a new purchase.</source>
        <translation>以废标/终止结束此采购项目？其报价与变更记录都会保留；重新采购须新建采购项目。</translation>
    </message>
    <message>
        <source>The cause (leave empty when too few offers respond: the method's rule is recorded):</source>
        <translation>原因（实质性响应的报价不足时可留空，将记录采购方式的相应规定）：</translation>
    </message>
    <message>
        <source>The purchase is failed. Recorded: %1</source>
        <translation>采购项目已废标/终止。已记录：%1</translation>
    </message>
    <message>
        <source>Approve this award?

%1</source>
        <translation>审批通过此定标？

%1</translation>
    </message>
    <message>
        <source>Invite vendors…</source>
        <translation>追加邀请…</translation>
    </message>
    <message>
        <source>Invite vendors</source>
        <translation>追加邀请供应商</translation>
    </message>
    <message>
        <source>Vendors to invite, separated by commas:</source>
        <translation>要邀请的供应商（用逗号分隔）：</translation>
    </message>
    <message>
        <source>%1

Nothing was changed.</source>
        <translation>%1

未做任何更改。</translation>
    </message>
    <message>
        <source>Add vendors to the invited list while the purchase is a draft or open</source>
        <translation>在草稿或接收报价期间向受邀名单追加供应商</translation>
    </message>
    <message>
        <source>Nothing was recorded.</source>
        <translation>未记录任何报价。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with problems were not recorded.</source>
        <translation>
            <numerusform>有问题的 %n 行未记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Quantity to price:</source>
        <translation>报价数量：</translation>
    </message>
    <message>
        <source>Rental term:</source>
        <translation>租期：</translation>
    </message>
</context>
<context>
    <name>gpuplan::UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>使用指南</translation>
    </message>
</context>
<context>
    <name>gpuplan::VendorRecordsView</name>
    <message>
        <source>Each vendor's record after the signature (履约评价), from every contract kept: a purchase weighs the record score when its weights give the record a share.</source>
        <translation>各供应商签约后的履约评价，依据已保存的全部合同：采购项目在权值中为履约评价留出份额时，才计入该得分。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Statements (disputed)</source>
        <translation>对账单（有异议）</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>异议金额</translation>
    </message>
    <message>
        <source>Outages (h)</source>
        <translation>停机（小时）</translation>
    </message>
    <message>
        <source>Late servers</source>
        <translation>验收延迟的服务器</translation>
    </message>
    <message>
        <source>Record score</source>
        <translation>履约评价得分</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>依据</translation>
    </message>
</context>
</TS>