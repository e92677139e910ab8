#pragma once

#include "catalog/GpuCatalog.h"
#include "tender/Tender.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QCheckBox;

namespace gpuplan {

// A new purchase: its name and number, the procurement method, the evaluation and its weights, the deadline
// for offers, the vendors invited and what every offer must meet. The values it starts with are core's
// (Tender's defaults); core checks what is entered when the purchase is created.
class TenderDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TenderDialog(const GpuCatalog& catalog, QWidget* parent = nullptr);
    Tender tender() const; // without its job: the page adds the plan's request

    // Tests fill the fields as a user types them.
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* numberEdit() const { return m_number; }
    QComboBox* methodBox() const { return m_method; }
    QComboBox* evaluationBox() const { return m_evaluation; }
    QLineEdit* vendorsEdit() const { return m_vendors; }
    QListWidget* gpuList() const { return m_gpus; }
    QSpinBox* minGpusBox() const { return m_minGpus; }
    QDoubleSpinBox* weightBox(int i) const { return m_weights[i]; } // price, delivery, SLA, invoice, record
    QCheckBox* deliverByCheck() const { return m_hasDeliverBy; }
    QDateEdit* deliverByEdit() const { return m_deliverBy; }
    QDateEdit* offersDueEdit() const { return m_offersDue; }
    QLineEdit* contactEdit() const { return m_contact; }
    QSpinBox* validityBox() const { return m_validityDays; }

private:
    void addAnswerTerms(QFormLayout* form);
    QLineEdit* m_name;
    QLineEdit* m_number;
    QComboBox* m_method;
    QComboBox* m_evaluation;
    QDoubleSpinBox* m_weights[5];
    QDateEdit* m_offersDue;
    QLineEdit* m_vendors;
    QListWidget* m_gpus;
    QSpinBox* m_minGpus;
    QCheckBox* m_hasDeliverBy;
    QDateEdit* m_deliverBy;
    QDoubleSpinBox* m_slaResponse;
    QDoubleSpinBox* m_slaReplacement;
    QComboBox* m_invoice;
    QComboBox* m_network;
    QLineEdit* m_payment;
    // How vendors answer (the request for quotation states them).
    QLineEdit* m_contact;
    QLineEdit* m_submitTime;
    QLineEdit* m_submitWay;
    QSpinBox* m_validityDays;
    QCheckBox* m_hasStart;
    QDateEdit* m_start;
    QSpinBox* m_termMonths; // the rental term vendors price (0: as long as the job runs)
};

} // namespace gpuplan
