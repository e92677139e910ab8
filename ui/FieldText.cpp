#include "FieldText.h"

#include "util/Quantity.h"

#include <QLineEdit>

namespace gpuplan::fieldtext {

void setCount(QLineEdit* field, double value)
{
    if (value > 0) {
        if (const auto typed = Quantity::parseCount(field->text(), QString());
            typed && typed.value() == value)
            return;
    }
    field->setText(value > 0 ? Quantity::formatCountInput(value) : QString());
}

void setHours(QLineEdit* field, double hours, int hoursPerMonth)
{
    if (hours > 0) {
        if (const auto typed = Quantity::parseHours(field->text(), QString(), hoursPerMonth);
            typed && typed.value() == hours)
            return;
    }
    field->setText(hours > 0 ? Quantity::formatHoursInput(hours) : QString());
}

void setMoney(QLineEdit* field, const std::optional<Money>& money)
{
    if (money) {
        if (const auto typed = Money::parse(field->text(), QString()); typed && typed.value() == *money)
            return;
    }
    field->setText(money ? money->toInputString() : QString());
}

} // namespace gpuplan::fieldtext
