#!/usr/bin/env python3
"""Runs the CLI in Chinese (estimate, plan, cost, quotes list/show, checklist create/show/templates) on a fresh
database and fails when the output holds an English word that is not a product name, a unit, a command or a
citation (zh-review: "English inside Chinese output"), or a term the glossary rules out.
Usage: check_zh_output.py GPUPLAN"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_terms import FORBIDDEN  # noqa: E402

# Words a Chinese reader expects in Latin letters: product and technology names, units, file formats, model and
# vendor names, and the demo data's own bilingual names. Anything else is English that escaped translation.
ALLOWED = set('''
GPU GPUs CPU GB GiB MB MiB TB Gb Gbps kW W TFLOPS FLOPs FLOPS MFU token tokens NVIDIA AMD Intel Huawei Ascend
NVLink NVSwitch NVLS PCIe SXM SXM4 SXM5 OAM HGX DGX NVMe SSD HDD InfiniBand IB RoCE RDMA TCP IP ECC XID Xid
HBM HBM2e HBM3 HBM3e GDDR GDDR6 GDDR6X GeForce RTX Instinct MI Tesla Hopper Ampere Ada Blackwell
H100 H200 H800 H20 A100 A800 A10 A40 L40S L40 L20 L4 V100 T4 B200 B100 GB200 MI300X MI250X MI210 RTX4090
ZeRO ZeRO-1 ZeRO-2 ZeRO-3 TP PP DP tp pp dp ep LoRA QLoRA FlashAttention KV FFN bf16 fp16 fp8 fp32 int8 int4 bf fp
AdamW Adam Adafactor SGD CUDA cuBLAS NCCL PyTorch SLA VAT CNY USD EUR AI LLM Llama LLaMA MPT GPT PaLM Qwen
DeepSeek Mixtral Mistral Yi GLM ChatGLM Baichuan InternLM Falcon BLOOM OPT Gemma Phi
all-reduce reduce-scatter all-gather busbw nccl-tests all_reduce_perf
Demo Global Cloud Shanghai Beijing Shenzhen West HD CSV JSON PDF README QUOTE ID
True NV NV# PIX PXB NODE SYS Gen x16 x8 dmesg DCGM Azure Thinkmate Lambda RunPod AutoDL
P2P SHM NET NCCL_DEBUG
EAR ECCN CSET Simpson Thacher
MTBF Young
'''.split())

# Commands and their arguments are shown as typed (gpuplan …, nvidia-smi …, python -c …): removed before checking.
COMMAND = re.compile(
    r'(gpuplan|nvidia-smi|lspci|python|nvcc|iostat|dcgmi|ib_write_bw|nccl-tests|NCCL_DEBUG|grep)'
    r'[^\u3000-\u9fff\uff00-\uffef“”]*')
OPTION = re.compile(r'--[a-z][a-z0-9-]*')
PATH = re.compile(r'[\w./-]+\.(csv|md|json|sqlite|ts|qm|pdf)\b')
WORD = re.compile(r'[A-Za-z][A-Za-z0-9_+#-]*')


def strip(line):
    line = COMMAND.sub(' ', line)
    line = OPTION.sub(' ', line)
    return PATH.sub(' ', line)


def check(name, text, problems):
    for n, line in enumerate(text.splitlines(), 1):
        if '来源' in line or re.match(r'\s*\[\d+\]', line):  # citations stay in their own language
            continue
        # The demo quotes' notes are stored data, written in both languages on purpose.
        line = line.replace('Demo data: delete with gpuplan quotes delete --demo.', '')
        for bad, good in FORBIDDEN.items():
            if bad in line:
                problems.append('%s:%d: uses %s (glossary: %s): %s' % (name, n, bad, good, line.strip()))
        for w in WORD.findall(strip(line)):
            word = w.rstrip('-')
            if word in ALLOWED or re.search(r'\d', word) or re.fullmatch(r'[A-Z]{1,2}', word):
                continue  # model numbers and ids (Gen5, v5, HD-2026-118), formula symbols (L, P, N)
            if re.fullmatch(r'[a-z]', word):  # one-letter formula symbols: s, b, h, a, v
                continue
            problems.append('%s:%d: English word %r: %s' % (name, n, word, line.strip()))


def self_test():
    """The checker itself must catch what the review found."""
    found = []
    check('self-test', '包月 monthly 更便宜\n重计算 = none\n显存放得下\n用 gpuplan cost --need 3mo 查看', found)
    assert len(found) == 3, found


def main(gpuplan):
    self_test()
    problems = []
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, HOME=d, XDG_CONFIG_HOME=d, LANG='C.UTF-8', LC_ALL='C.UTF-8')
        db = ['--database', os.path.join(d, 'zh.sqlite'), '--lang', 'zh']
        runs = {
            'estimate': ['estimate', '--gpu', 'h100', '--gpus', '8', '--params', '7B', '--method', 'full'],
            'estimate --explain': ['estimate', '--gpu', 'rtx-4090', '--gpus', '8', '--params', '7B', '--method',
                                   'lora', '--explain'],
            'estimate inference': ['estimate', '--gpu', 'h100', '--gpus', '2', '--params', '70B', '--method',
                                   'inference'],
            'plan': ['plan', '--params', '70B', '--method', 'lora', '--deadline', '3w', '--budget', '200000'],
            'cost': ['cost', '--gpu', 'h100', '--gpus', '8', '--params', '13B', '--method', 'full', '--tokens',
                     '1亿', '--deposit', '130000', '--money-scale', 'wan'],
            'quotes list': ['quotes', 'list'],
            'quotes show': ['quotes', 'show', '1'],
            'checklist create': ['checklist', 'create', '1'],
            'checklist show': ['checklist', 'show', '1'],
            'checklist templates': ['checklist', 'templates'],
        }
        for name, args in runs.items():
            r = subprocess.run([gpuplan] + args + db, capture_output=True, text=True, env=env)
            if r.returncode != 0:
                problems.append('%s: exit %d: %s' % (name, r.returncode, r.stderr.strip()))
                continue
            if not re.search(r'[\u4e00-\u9fff]', r.stdout):
                problems.append('%s: no Chinese in the output' % name)
            check(name, r.stdout + r.stderr, problems)
    for p in problems:
        print(p)
    print('%d commands, %d problems' % (len(runs), len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
