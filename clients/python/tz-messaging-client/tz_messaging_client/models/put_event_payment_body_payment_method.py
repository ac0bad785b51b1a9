from enum import StrEnum


class PutEventPaymentBodyPaymentMethod(StrEnum):
    BANK = "bank"
    CASH = "cash"
    MOBILE_MONEY = "mobile_money"
    OTHER = "other"

    def __str__(self) -> str:
        return str(self.value)
