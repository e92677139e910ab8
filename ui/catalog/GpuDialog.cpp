#include "GpuDialog.h"

#include "ScreenFit.h"
#include "catalog/GpuCatalog.h"
#include "util/Csv.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace gpuplan {

GpuDialog::GpuDialog(QWidget* parent)
    : QDialog(parent), m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("gpuDialog"));
    setWindowTitle(tr("Your GPU"));
    auto* formWidget = new QWidget;
    auto* form = new QFormLayout(formWidget);
    // The catalog's columns, labelled for people; the keys are the CSV's.
    const struct
    {
        const char* key;
        const char* label;
        const char* placeholder;
    } fields[] = {
        {"id", QT_TR_NOOP("Id (lower case, unique)"), "h20-sxm-96g"},
        {"vendor", QT_TR_NOOP("Vendor"), "NVIDIA"},
        {"name", QT_TR_NOOP("Name"), "H20"},
        {"variant", QT_TR_NOOP("Variant"), "SXM 96GB"},
        {"form_factor", QT_TR_NOOP("Form factor"), nullptr},
        {"memory_gb", QT_TR_NOOP("Memory (GB)"), "96"},
        {"memory_type", QT_TR_NOOP("Memory type"), "HBM3"},
        {"mem_bw_gbps", QT_TR_NOOP("Memory bandwidth (GB/s)"), "4000"},
        {"fp32_tflops", QT_TR_NOOP("FP32 TFLOPS"), "44"},
        {"tf32_tflops", QT_TR_NOOP("TF32 TFLOPS (dense)"), ""},
        {"bf16_tflops", QT_TR_NOOP("BF16 TFLOPS (dense)"), "148"},
        {"fp16_tflops", QT_TR_NOOP("FP16 TFLOPS (dense)"), "148"},
        {"fp8_tflops", QT_TR_NOOP("FP8 TFLOPS (dense)"), "296"},
        {"int8_tops", QT_TR_NOOP("INT8 TOPS (dense)"), ""},
        {"interconnect", QT_TR_NOOP("Interconnect"), "NVLink 4"},
        {"interconnect_gbps", QT_TR_NOOP("Interconnect bandwidth (GB/s)"), "900"},
        {"pcie_gen", QT_TR_NOOP("PCIe generation"), "5"},
        {"tdp_w", QT_TR_NOOP("Power (W)"), "400"},
        {"year", QT_TR_NOOP("Year"), "2024"},
        {"tier", QT_TR_NOOP("Tier"), nullptr},
        {"default_mfu", QT_TR_NOOP("Compute efficiency (0–1)"), "0.45"},
        {"aliases", QT_TR_NOOP("Aliases (| between them)"), "h20"},
        {"source", QT_TR_NOOP("Source of the figures"), ""},
        {"verification", QT_TR_NOOP("How sure"), nullptr},
        {"checked", QT_TR_NOOP("Checked (year-month)"), ""},
    };
    for (const auto& f : fields) {
        const QString key = QLatin1String(f.key);
        m_columns << key;
        QWidget* w = nullptr;
        if (key == QLatin1String("form_factor") || key == QLatin1String("tier") ||
            key == QLatin1String("verification")) {
            auto* c = new QComboBox;
            const QStringList values =
                key == QLatin1String("form_factor")
                    ? QStringList{QStringLiteral("SXM"), QStringLiteral("PCIe"), QStringLiteral("OAM"),
                                  QStringLiteral("Module")}
                : key == QLatin1String("tier")
                    ? QStringList{QStringLiteral("entry"), QStringLiteral("advanced"),
                                  QStringLiteral("flagship")}
                    : QStringList{QStringLiteral("primary"), QStringLiteral("secondary"),
                                  QStringLiteral("press"), QStringLiteral("derived"),
                                  QStringLiteral("unverified")};
            for (int i = 0; i < values.size(); ++i) {
                const QString& v = values[i];
                const QString label = key == QLatin1String("tier")           ? tierLabel(Tier(i))
                                      : key == QLatin1String("verification") ? verificationLabel(v)
                                                                             : v;
                c->addItem(label, v);
            }
            connect(c, &QComboBox::currentIndexChanged, this, &GpuDialog::validate);
            w = c;
        } else {
            auto* e = new QLineEdit;
            if (f.placeholder)
                e->setPlaceholderText(QString::fromUtf8(f.placeholder));
            connect(e, &QLineEdit::textChanged, this, &GpuDialog::validate);
            w = e;
        }
        w->setObjectName(QStringLiteral("gpu_") + key);
        auto* label = new QLabel(tr(f.label));
        label->setBuddy(w);
        w->setAccessibleName(label->text());
        form->addRow(label, w);
        m_fields.insert(key, w);
    }
    setField(QStringLiteral("checked"), QDate::currentDate().toString(QStringLiteral("yyyy-MM")));
    setField(QStringLiteral("verification"), QStringLiteral("unverified"));
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(formWidget);
    scroll->setWidgetResizable(true);
    m_problem->setObjectName(QStringLiteral("gpuProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Throughput is dense (no 2:4 sparsity), per GPU, as datasheets give it. Your "
                      "entry is kept apart from the shipped catalog and marked in bold."),
                   this));
    layout->addWidget(scroll, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fitToScreen(this, QSize(560, 720));
    validate();
}

void GpuDialog::setField(const QString& column, const QString& value)
{
    if (auto* e = qobject_cast<QLineEdit*>(m_fields.value(column)))
        e->setText(value);
    else if (auto* c = qobject_cast<QComboBox*>(m_fields.value(column))) {
        int i = c->findData(value);
        if (i < 0)
            i = c->findData(value, Qt::UserRole, Qt::MatchFixedString); // "sxm" for "SXM"
        c->setCurrentIndex(std::max(0, i));
    }
}

void GpuDialog::setRow(const QStringList& header, const QStringList& values)
{
    for (int i = 0; i < header.size() && i < values.size(); ++i)
        setField(header[i], values[i]);
    setWindowTitle(tr("Correct %1").arg(values.value(int(header.indexOf(QStringLiteral("id"))))));
    m_fields.value(QStringLiteral("id"))->setEnabled(false); // a correction keeps the GPU's id
}

QString GpuDialog::csv() const
{
    QStringList row;
    for (const QString& key : m_columns) {
        QWidget* w = m_fields.value(key);
        if (auto* e = qobject_cast<QLineEdit*>(w))
            row << e->text().trimmed();
        else if (auto* c = qobject_cast<QComboBox*>(w))
            row << c->currentData().toString();
    }
    return Csv::joinRow(m_columns) + QLatin1Char('\n') + Csv::joinRow(row) + QLatin1Char('\n');
}

void GpuDialog::validate()
{
    auto parsed = GpuCatalog::fromCsv(csv(), tr("the form"));
    m_valid = parsed.ok();
    m_problem->setText(m_valid ? QString() : parsed.error().toString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_valid);
}

QString GpuDialog::problem() const
{
    return m_problem->text();
}

} // namespace gpuplan
