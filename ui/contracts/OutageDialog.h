#pragma once

#include "service/ContractService.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuplan {

// One outage of a contract's server, entered by hand (the server, when it began and ended in China time,
// what happened, whether it counts against the vendor) or from a server's health or acceptance report (the
// report says what failed and, by its hostname, which server; the buyer says when). Below the fields, core's
// answer for what is entered: the outage as it will be kept, or why it is refused.
class OutageDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OutageDialog(const Contract& contract, QWidget* parent = nullptr);
    ContractService::OutageEntry entry() const;
    bool loadReport(const QString& path); // false, with the reason shown, when the file cannot be read

    // Tests fill the fields as a user does.
    QComboBox* serverBox() const { return m_server; }
    QDateTimeEdit* startEdit() const { return m_start; }
    QDateTimeEdit* endEdit() const { return m_end; }
    QLineEdit* causeEdit() const { return m_cause; }
    QCheckBox* countedBox() const { return m_counted; }
    QLabel* previewLabel() const { return m_preview; }

private:
    void chooseReport();
    void preview();
    Contract m_contract;
    QComboBox* m_server;
    QDateTimeEdit* m_start;
    QDateTimeEdit* m_end;
    QLineEdit* m_cause;
    QCheckBox* m_counted;
    QPushButton* m_reportButton;
    QLabel* m_reportLabel;
    QLabel* m_preview;
    QPushButton* m_ok = nullptr;
    QByteArray m_report;
    QString m_reportName;
};

} // namespace gpuplan
