#include "OutageDialog.h"

#include "Dialogs.h"
#include "files/InputFile.h"
#include "util/Clock.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>

namespace gpuplan {

namespace {
QString chinaTimeText(const QDateTime& t)
{
    return t.toTimeZone(contractTimeZone()).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}
} // namespace

OutageDialog::OutageDialog(const Contract& contract, QWidget* parent)
    : QDialog(parent), m_contract(contract), m_server(new QComboBox(this)), m_start(new QDateTimeEdit(this)),
      m_end(new QDateTimeEdit(this)), m_cause(new QLineEdit(this)), m_counted(new QCheckBox(this)),
      m_reportButton(new QPushButton(this)), m_reportLabel(new QLabel(this)), m_preview(new QLabel(this))
{
    setObjectName(QStringLiteral("outageDialog"));
    setWindowTitle(tr("Record an outage of contract %1").arg(contract.number));
    m_server->addItem(tr("as the report names it"), QString());
    for (const QString& name : contract.serverNames())
        m_server->addItem(name, name);
    m_server->setCurrentIndex(m_server->count() > 1 ? 1 : 0);
    const QDateTime now = QDateTime(Clock::today(), QTime(8, 0));
    for (QDateTimeEdit* e : {m_start, m_end}) {
        e->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
        e->setCalendarPopup(true);
        e->setDateTime(now);
    }
    m_end->setDateTime(now.addSecs(3600));
    m_cause->setPlaceholderText(tr("e.g. GPU 3 fell off the bus (Xid 79), server replaced"));
    m_counted->setText(tr("counts against the vendor"));
    m_counted->setChecked(true);
    m_counted->setToolTip(
        tr("Untick for downtime the contract allows, such as maintenance announced in time."));
    m_reportButton->setText(tr("From a report…"));
    m_reportButton->setToolTip(
        tr("A health or acceptance report of the server (the acceptance script's output, "
           "or nvidia-smi and dmesg saved to a file) that shows a GPU missing or a "
           "hardware Xid: the cause, and the server, are taken from it."));
    m_reportLabel->setWordWrap(true);
    m_preview->setObjectName(QStringLiteral("outagePreview"));
    m_preview->setWordWrap(true);
    connect(m_reportButton, &QPushButton::clicked, this, &OutageDialog::chooseReport);

    auto* form = new QFormLayout;
    form->addRow(tr("Server"), m_server);
    form->addRow(tr("Began (China time)"), m_start);
    form->addRow(tr("Ended (China time)"), m_end);
    form->addRow(tr("What happened"), m_cause);
    form->addRow(QString(), m_counted);
    form->addRow(m_reportButton, m_reportLabel);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(buttons);
    connect(m_server, &QComboBox::currentIndexChanged, this, &OutageDialog::preview);
    for (QDateTimeEdit* e : {m_start, m_end})
        connect(e, &QDateTimeEdit::dateTimeChanged, this, &OutageDialog::preview);
    connect(m_cause, &QLineEdit::textChanged, this, &OutageDialog::preview);
    preview();
}

ContractService::OutageEntry OutageDialog::entry() const
{
    ContractService::OutageEntry e;
    e.server = m_server->currentData().toString();
    // What the user typed is China time, whatever the computer's zone (the contract's clock).
    for (auto [edit, at] : {std::pair{m_start, &e.start}, std::pair{m_end, &e.end}}) {
        *at = QDateTime(edit->date(), edit->time(), contractTimeZone());
    }
    e.cause = m_cause->text();
    e.counted = m_counted->isChecked();
    e.report = m_report;
    e.reportName = m_reportName;
    return e;
}

bool OutageDialog::loadReport(const QString& path)
{
    auto bytes = readImportFile(path);
    if (!bytes) {
        Dialogs::error(this, windowTitle(), bytes.error().toString());
        return false;
    }
    m_report = bytes.value();
    m_reportName = QFileInfo(path).fileName();
    m_reportLabel->setText(tr("Report: %1").arg(m_reportName));
    m_cause->setEnabled(false); // the report's evidence is the cause
    preview();
    return true;
}

void OutageDialog::chooseReport()
{
    const QString path = Dialogs::openFileName(this, tr("A server's health or acceptance report"),
                                               tr("Reports (*.txt *.log);;All files (*)"));
    if (!path.isEmpty())
        loadReport(path);
}

void OutageDialog::preview()
{
    const auto o = ContractService::outage(m_contract, entry());
    if (m_ok)
        m_ok->setEnabled(o.ok());
    m_preview->setText(
        o ? tr("To be recorded: %1, %2 – %3 (China time), %4; %5.")
                .arg(o->server, chinaTimeText(o->start), chinaTimeText(o->end), o->cause,
                     o->counted ? tr("counted against the vendor") : tr("not counted against the vendor"))
          : tr("Not yet: %1").arg(o.error().toString()));
}

} // namespace gpuplan
