from enum import StrEnum


class PostEventPaymentsBodyPaymentMethod(StrEnum):
    BANK = "bank"
    CASH = "cash"
    MOBILE_MONEY = "mobile_money"
    OTHER = "other"

    def __str__(self) -> str:
        return str(self.value)
