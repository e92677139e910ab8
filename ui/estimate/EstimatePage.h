#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace gpuplan {

// Quick estimate: model, method, precision, GPU and count in; memory per GPU, time and the seeds' checks out.
// Recomputes on every change (an estimate takes microseconds).
class EstimatePage : public QWidget
{
    Q_OBJECT
public:
    explicit EstimatePage(QWidget* parent = nullptr);
    void retranslate();
    void recompute();

private:
    QFormLayout* m_form;
    QComboBox* m_model;
    QComboBox* m_method;
    QComboBox* m_precision;
    QComboBox* m_gpu;
    QSpinBox* m_gpus;
    QLineEdit* m_tokens;
    QTableWidget* m_memory;
    QLabel* m_verdict;
    QTextBrowser* m_details;
};

} // namespace gpuplan
