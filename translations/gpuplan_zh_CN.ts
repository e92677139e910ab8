<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BuyModel</name>
    <message>
        <source>the server price must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a server holds 1 to 64 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server power must be between 0 and 200 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE must be between 1.0 and 3.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running costs cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depreciation must be between 0 and 20 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the residual value must be between 0% and 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilisation must be above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(server price − %1% residual) ÷ (%2 years × 8,760 h × %3 utilisation × %4 GPUs) + %5 kW × PUE %6 × %7 per kWh ÷ %4 GPUs + operations %8 per month ÷ (730 h × %3) ÷ %4 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogStore</name>
    <message>
        <source>the database&apos;s GPU catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database&apos;s reference prices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistStore</name>
    <message>
        <source>the vendor&apos;s figure; compare with published results for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 GB/s (80% of the published %2 GB/s: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of contract, acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no checklist item %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>List the GPU catalog: memory, bandwidth, dense peak throughput, tier and source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this tier: entry, advanced or flagship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this vendor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each entry&apos;s source and verification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan gpus [--tier T] [--vendor V] [--sources] [--json]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of entry, advanced, flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>year</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s). Throughput is dense (no 2:4 sparsity); BF16 falls back to FP16 where a GPU has no BF16.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>List the model presets and their architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan models [--json]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads/KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom model: --params 13B (Llama-like shape assumed), or --layers/--hidden/--heads/--kv-heads/--ffn/--vocab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuplan — plan GPU rentals: memory, configurations, time and cost of large-model work

Usage: gpuplan COMMAND [OPTIONS]

Commands:
  gpus        list the GPU catalog
  models      list the model presets
  estimate    memory per GPU, time and checks of one configuration
  plan        search every configuration that can run a job and rank them
  cost        price a job under every rental term; curves and break-even points
  quotes      import, list and export vendor quotes
  checklist   contract and acceptance checklists of quotes
  db          check the database

Global options: --json (machine-readable output), --lang zh|en, --database PATH.
&apos;gpuplan COMMAND --help&apos; describes each command. Exit codes: 0 done, 1 failed, 2 bad input.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print machine-readable JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the output: zh or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite database file (default: in the user&apos;s data folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a supported language; use zh or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command; use one of gpus, models, estimate, plan, cost, quotes, checklist, db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price needs its unit: gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year or server-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year, server-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: VAT must be at least 0% and below 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the VAT rate with --vat, e.g. 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of second, hour, day, month, year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not PERIODS:PERCENT, e.g. 12:10 for 10% off from 12 periods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quote given on the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server price given on the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price a job or a configuration under every rental term: one comparable figure per term (CNY per GPU-hour, VAT excluded), the job&apos;s total cost, cumulative cost curves, break-even points, when a budget runs out, and the cheapest term that meets a deadline. Without --price, the reference prices of the GPU are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s wall-clock time (500, 500h, 21d); default: estimated from the workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vendor&apos;s price, e.g. 70000CNY or 2.35USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of --price: gpu-hour, server-hour, gpu-day, ..., server-year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in one server of the quote (default 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT rate in percent, e.g. 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price includes VAT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-off setup fee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refundable deposit (shown, not counted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum term in periods of the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing granularity: second, hour, day, month or year (default: the unit&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term discount PERIODS:PERCENT, e.g. 12:10 (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is for spot (pre-emptible) capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot discount on --price in percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra run time on spot from pre-emptions, percent (default 15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: price of one server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: server power in kW (default 10.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: data-centre PUE (default 1.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: electricity per kWh (default 0.63CNY).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: operations per server-month (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: depreciation years (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: residual value in percent (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying: share of hours in paid use, 0–1 (default 0.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon of the curves (default 36mo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the calendar the GPUs are used, 0–1, for the curves (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A budget: when does each term run out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deadline: the cheapest term that meets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of the results: CNY (default), USD or EUR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per curve (default 36).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan cost --gpu GPU --gpus N (--hours T | --model NAME ...) [--price MONEY --unit UNIT ...] [options]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown currency &apos;%1&apos;; use CNY, USD or EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --hours or a workload (--model/--params), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the GPU with --gpu, e.g. --gpu h100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job does not fit: it needs %1 GiB per GPU and the %2 has %3 GiB; try &apos;gpuplan plan&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the job&apos;s duration with --hours, or describe it with --model/--params and --tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no reference price for %1; give a vendor&apos;s price with --price and --unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the budget must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-hour, ex VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per server of %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, incl. %1% VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job cost, ex VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incl. VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (misses the deadline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the budget of %2 runs out after %3 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the budget lasts beyond the %2-month horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparable price (%1 per GPU-hour, VAT excluded; a month is %2 hours):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job under each term:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest%1: %2 at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> within the deadline of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No term meets the deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping %1 GPU(s), used %2% of the time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange rates: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate memory per GPU, time and the seeds&apos; checks for one configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the formula, inputs and source of every figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan estimate --model NAME|--params N --gpu GPU [--gpus N] [options]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 × %5 (%6 server(s) × %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model shape: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout: TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5 · sequence %6 · recomputation %7 · FlashAttention %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: %1 GiB free per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for %1 tokens%2: %3 wall-clock, %4 GPU-hours; %5 tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (default; set --tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 FLOPs per token; %2 TFLOPS dense %3 peak × utilisation %4 (MFU %5, link %6, network %7, pipeline bubble %8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference: prefill %1 tokens/s; decode %2 tokens/s in all (%3 per sequence, %4); up to %5 sequences of %6 tokens fit in the KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each figure is computed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add --explain for the formulas, inputs and sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate into CNY, e.g. USD=7.2 (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours in a billing month: 730 (default, 8760/12) or e.g. 720.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferred region of reference prices (default China).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search GPU model × GPUs per server × servers × layout (TP, PP, ZeRO, micro-batch, recomputation); keep what fits and meets the constraints; rank; print the Pareto set over time, GPUs and cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many GPUs (default 64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish within this time: 500h, 21d, 3w.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job cost at most this, VAT excluded, e.g. 200000CNY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price under hourly, daily, monthly, yearly or spot (default: cheapest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fastest, fewest or cheapest (default fastest; cheapest with --budget).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show at most N configurations (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan plan --model NAME|--params N [--method M] [--gpu A,B] [--deadline T] [--budget MONEY --term TERM] [options]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of hourly, daily, monthly, yearly, spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of fastest, fewest, cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 tokens%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration fits the constraints (%1 layouts considered, %2 fit in memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 were over budget and %2 had no reference price for the term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP·PP·DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall-clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost (ex VAT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layouts considered, %2 feasible, %3 on the Pareto front (time, GPUs, cost); search took %4 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs use reference prices (VAT excluded); &apos;gpuplan cost&apos; shows every term, and &apos;gpuplan estimate&apos; the details and checks of one configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one CSV file: gpuplan quotes import FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read %1 rows (%2): %3 valid, %4 problem(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  … and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written. Correct the file, or run again with --valid-only to import the %1 valid row(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 quote(s) into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give CNY per GPU-hour excluding VAT, e.g. 12.5CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of price, date, provider, gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY/GPU-h ex VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> incl. VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s). Checks assume training on the quoted servers; &apos;gpuplan quotes show ID&apos; explains them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>give the id of one quote, as shown by &apos;gpuplan quotes list&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1 from %2 (%3), number %4, dated %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 servers × %2 %3; %4 CPU cores, %5 GB RAM, %6 storage, %7 at %8 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price: %1 %2%3; comparable: %4 per GPU-hour excluding VAT%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (exchange rate %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks (for training on these servers):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the file to write: gpuplan quotes export FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n quote(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>give either --demo or a quote id, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n quote(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Vendor quotes in the database.
  import FILE   validate a CSV file (columns in the README) and import it; nothing is written if any row is wrong, unless --valid-only
  list          list quotes with their comparable price and the seeds&apos; checks
  show ID       one quote with every check explained
  export FILE   write the quotes as CSV (UTF-8 with BOM, opens in Excel)
  delete ID     delete one quote; delete --demo deletes the demo set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import, list, show, export or delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import: import the valid rows even if others are wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: only this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: providers whose name contains this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: at most this CNY per GPU-hour excluding VAT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: only quotes still valid on this date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: price (default), date, provider or gpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: descending order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: at most N quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list/export: leave out the demo quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: Chinese column headers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete: delete the demo providers and quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan quotes import|list|show|export|delete [ARG] [options]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of import, list, show, export, delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database.
  check   integrity, foreign keys, schema version and row counts
  path    where the database is
  plans   the saved plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check, path or plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan db check|path|plans [--database PATH] [--json]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of check, path, plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Integrity: %1; foreign-key violations: %2; schema version %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract and acceptance checklists of quotes (bilingual).
  templates          the checklist templates and their items
  create QUOTE       create the quote&apos;s checklists (--template contract|acceptance, default both)
  show QUOTE         the quote&apos;s checklists with status and evidence
  set ITEM           set an item&apos;s --status open|confirmed|failed|na and --evidence TEXT
  export QUOTE FILE  write the quote&apos;s checklists as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>templates, create, show, set or export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create: contract or acceptance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set: open, confirmed, failed or na.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set: what was seen (command output, contract clause...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpuplan checklist templates|create|show|set|export [ARGS] [options]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of templates, create, show, set, export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the item id shown by &apos;checklist show&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the quote id shown by &apos;quotes list&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of open, confirmed, failed, na</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the quote id and the file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 confirmed, %2 failed, %3 open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the checklists of quote %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1 has no checklists yet: gpuplan checklist create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset (see &apos;gpuplan models&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model size, e.g. 13B (shape assumed Llama-like).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: hidden size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: attention heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: key/value heads (grouped-query attention).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: FFN inner size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: vocabulary size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference, lora, qlora, full or pretrain (default full).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32, tf32, bf16, fp16, fp8, int8 or int4 (default bf16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adamw, adamw8bit, sgd or adafactor (default adamw).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length in tokens (default 2048).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per GPU per step (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per optimiser step (default 1024 pre-training, 128 otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective or full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused attention that never stores the score matrix (default on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain attention that stores the score matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens (or tokens to generate), e.g. 1T, 500M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank (default 16, on every linear layer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference: sequences served at once (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference: prompt + output tokens per sequence (default --seq).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model-FLOPs utilisation, 0–1 (default: the GPU&apos;s from the catalog).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU id or common spelling, e.g. h100, A100-80G-SXM, 4090.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total number of GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server (default: up to 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel degree (divides the attention heads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel degree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO/FSDP stage 0–3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between servers: rdma or ethernet (default rdma).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either a preset (--model) or a size (--params), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters is outside 1M–100T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a model preset with --model NAME or a size with --params 70B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>architecture given on the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hidden size %1 must be a multiple of the %2 heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of inference, lora, qlora, full, pretrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an optimizer applies to training, not to inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of adamw, adamw8bit, sgd, adafactor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation recomputation applies to training, not to inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, selective, full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--flash-attention and --no-flash-attention contradict each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a LoRA rank needs --method lora or qlora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concurrency and context apply to --method inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO shards training state; it has no meaning for inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallel degree %1 does not divide the %2 attention heads of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of rdma, ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a GPU with --gpu, e.g. --gpu h100 (see &apos;gpuplan gpus&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs do not fill servers of %2 GPUs; give a multiple of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[ok]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[note]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[warn]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[FAIL]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostOverTime</name>
    <message>
        <source>buying needs a server price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 from %3 months (day %4) on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never beats %2, even with the GPUs busy all %3 hours of a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 beats %2 above %3 hours of use a month (%4% of the time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amortised ownership: %1 per GPU-hour × %2 GPUs × %3 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>database error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable SQLite database: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has schema version %2, newer than this program&apos;s %3; update the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration script missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuCatalog</name>
    <message>
        <source>column %1 must be &apos;%2&apos;, found &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2, column %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of SXM, PCIe, OAM, Module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of entry, advanced, flagship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog holds no GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several GPUs: %2; give one of these ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; run &apos;gpuplan gpus&apos; for the catalog&apos;s ids</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuModel</name>
    <message>
        <source>entry (16–24 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advanced (32–48 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flagship (≥80 GB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Matcher</name>
    <message>
        <source>must be between 1 and 100000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU count %1 exceeds the maximum of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deadline must be positive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryEstimator</name>
    <message>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(P − embeddings) × 4.127/8 B (NF4 + double-quantised constants) + embeddings × 2 B + adapters, divided by tp × pp (and by dp under ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P × bytes per weight (%1: %2 B; embeddings stay 16-bit when quantised), divided by tp × pp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage formats; GPTQ/AWQ group size 128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P × %1 B (+ LoRA adapters), divided by tp × pp (and by dp under ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainable parameters × %1 B, divided by tp × pp (and by dp from ZeRO-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainable parameters × %1 B (%2), divided by tp × pp (and by dp from ZeRO-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO §3.1 (Adam K = 12); Dettmers et al. 2022 (8-bit); Shazeer &amp; Stern 2018 (Adafactor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per layer s·b·h·(%1 + 5·a·s/h)/tp bytes (the score term vanishes with FlashAttention or selective recomputation; full recomputation keeps 2·s·b·h per layer), times the layers held, plus the output layer 4·s·b·v/tp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation §4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 · layers · kv_heads · head_dim · context · sequences · bytes, divided by tp × pp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transformer attention; MLA caches its 576-element latent instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one prefill chunk&apos;s layer buffers plus FP32 logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GiB (CUDA context, cuBLAS/NCCL workspaces) + 5% of the rest (allocator fragmentation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planning reserve</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelCatalog</name>
    <message>
        <source>the parameter count must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active parameters must be greater than zero and at most the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers, hidden size, heads, KV heads, FFN size and vocabulary must all be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention heads (%1) must be a multiple of the KV heads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mixture-of-experts model needs between 1 and its expert count of active experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; run &apos;gpuplan models&apos; for the presets, or give --params with a size such as 13B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom %1 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape assumed from the parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama-shaped: %1 layers, hidden size %2, %3 heads of 128 (no grouped-query attention), gated FFN %4, vocabulary 32,000</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>&apos;%1&apos; is not an amount of money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than two decimal places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown currency &apos;%1&apos;; use CNY, USD or EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no currency; add CNY, USD or EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected currency, to, rate, date, source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed rate &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rate; write it as USD=7.10 (CNY for one unit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no exchange rate from %1 to CNY; give one with --fx %1=RATE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <source>a saved plan needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no saved plan %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceTerm</name>
    <message>
        <source>per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per server-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per server-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per server-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per server-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourly (pay as you go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yearly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot (pre-emptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buy (own servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a per-server price needs 1 to 64 GPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fees cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setup fee must be in the price&apos;s currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the minimum term cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spot discount must be between 0% and 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the interruption overhead must be between 0% and 500%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a term discount must be between 0% and 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job needs at least one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job must run for more than zero hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the amount is too large to compute exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 × %3 periods (%4) × %5%6%7%8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> − %1% term discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + setup %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ÷ %1 to remove VAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (minimum term of %1 periods applied)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message>
        <source>&apos;%1&apos; is not a number; use digits with an optional K, M, B or T suffix, e.g. 70B or 1T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the allowed range %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a duration; write hours (500 or 500h), days (21d), weeks (3w), months (6mo) or years (1y)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteCsv</name>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2, value &apos;%3&apos;: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a date; write 2026-11-30, 2026/11/30, 2026年11月30日 or 30.11.2026 (day/month order with slashes is ambiguous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is neither UTF-8 nor GB18030 text; save it from Excel as &quot;CSV UTF-8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; it needs a header line and at least one quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column &apos;%1&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required columns are missing: %1. The columns are listed in the README under &quot;Quote CSV&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 (header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends before the quote date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be nvme, ssd or hdd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be ib, roce or ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be sxm, nvlink or pcie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown currency; use CNY, USD or EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of gpu-hour, server-hour, gpu-day, server-day, gpu-month, server-month, gpu-year, server-year (or 卡时, 台月, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be yes or no (是/否)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price includes VAT: give the rate, e.g. 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an amount of zero or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be second, hour, day, month or year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate of line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is never closed (a missing &quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has a header but no quotes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteStore</name>
    <message>
        <source>quote %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no quote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this quote is already in the database (same provider, number, date, GPU, count and price)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferencePrices</name>
    <message>
        <source>%1 line %2, column %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of hourly, daily, monthly, yearly, spot, buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown currency &apos;%1&apos;; use CNY, USD or EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a positive amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT must be at least 0% and below 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a buy row needs the server&apos;s power in kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a price unit such as gpu-hour or server-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of second, hour, day, month, year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleChecks</name>
    <message>
        <source>estimator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but the %2 has %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uses %1 of %2 GiB per GPU (%3% free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; less than 10% free leaves no room for longer sequences or allocator spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 model: one card is enough for fine-tuning and inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 model: seed 000 says one card is enough for fine-tuning and inference; %2 GPUs only buy speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 model on %2 GPUs in one server, as seed 000 recommends for 13B–70B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed 000 recommends 4–8 GPUs in one server for 13B–70B models; this uses %1 GPU(s) in %2 server(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 model on %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full pre-training of a model of 100B or more needs a cluster of tens to hundreds of GPUs (seed 000); this uses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 card for a %2 model: entry cards (16–24 GB) suffice for ≤7B work, flagships are for 100B+ pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an %1 card for a %2 model: seed 000 recommends advanced (32–48 GB) cards for 13B–70B and flagships for larger models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 card for a %2 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPU cores for %2 GPUs per server; at least one core per GPU is needed for data loading and scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for at least %1 CPU cores per server (one per GPU, more for heavy data preprocessing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (seed 001: 1 TB or more for 100B+ models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (seed 001: 512 GB or more for large-model training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of RAM per server; needs at least %2 GB = 2 × %3 GB of GPU memory%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for at least %1 GB of RAM per server = 2 × the %2 GB of GPU memory%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe SSD storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 storage: training reads data continuously; seed 000 requires NVMe SSDs, slower disks starve the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for NVMe SSD storage; for datasets over 10 TB, local NVMe disks rather than network storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>independent replicas: no traffic between the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one GPU per server: no GPU-to-GPU traffic inside the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2 (%3 GB/s per GPU) between the %4 GPUs of a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two PCIe cards are acceptable (seed 004); a bridge between them helps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 PCIe GPUs training in parallel: PCIe 4.0 carries ≈64 GB/s against ≈600 GB/s over NVLink, so communication becomes the bottleneck; seed 004 requires SXM with NVLink for 4 or more GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one server: no network between servers in the training loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 servers over ordinary Ethernet: GPUs stay 30–40% utilised (seed 000); ask for RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s between servers: below the 100 Gb/s that multi-server training needs (seed 004: 10 GbE is a bottleneck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 servers: require RDMA (InfiniBand or RoCE) at 100–200 Gb/s or more per server in the contract, with a test report (seeds 001, 004)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s between %3 servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 came out in %2: newest cards cost 20–30% more and their software ecosystem is less mature; the previous generation often trains nearly as fast for less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): a mature generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s of memory bandwidth: bandwidth decides large-model speed as much as capacity; HBM cards reach 2,000–4,800 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s of memory bandwidth (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences of %1 tokens exceed the model&apos;s %2-token context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeEstimator</name>
    <message>
        <source>FLOPs per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6·N + 12·L·s·d (LoRA: 4·N + 8·L·s·d); + one forward pass (2·N + 4·L·s·d) under full recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chowdhery et al. 2022 (PaLM) appendix B; Kaplan et al. 2020</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU × intra-server link × inter-server network ÷ (1 + pipeline bubble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU: Touvron et al. 2023 (≈47% on A100), Llama 3 paper (38–43% on H100); network: seed 000 (Ethernet 30–40%, RDMA 80%+); bubble: Narayanan et al. 2021</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall-clock time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens × FLOPs per token ÷ (GPUs × dense peak × effective utilisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense peak from the GPU catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each step reads the GPU&apos;s weights and KV cache: step time = bytes ÷ (memory bandwidth × 0.8), or the compute time if larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory-bound decoding; seeds 000 and 004 on bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory left after weights, activations and overhead ÷ KV cache per sequence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the micro-batch must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the global batch must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concurrency must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token count must be greater than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the LoRA rank must be between 1 and 4096</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the context must be at least 1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs fp32, tf32, bf16, fp16 or fp8; integer formats cannot be trained directly (use --method qlora for a 4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA keeps the base model in fp32, bf16 or fp16; for a 4-bit base use --method qlora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA stores the base in 4-bit NF4 and computes in bf16 or fp16; give --precision bf16 or fp16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tf32 is a compute mode, not a storage format; use fp32, bf16, fp16, fp8, int8 or int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parallel degrees must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallel degree %1 does not divide the %2 attention heads of %3; allowed: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallel degree %1 is larger than the %2 GPUs of one server; tensor parallelism stays inside a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline parallel degree %1 exceeds the %2 layers of the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO shards training state; it has no meaning for inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs cannot be split into tensor parallel %2 × pipeline parallel %3; the GPU count must be a multiple of %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
