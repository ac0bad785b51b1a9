from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.put_event_body_status import PutEventBodyStatus
from ..models.put_event_body_type import PutEventBodyType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.put_event_body_mobile_money_type_0_item import PutEventBodyMobileMoneyType0Item


T = TypeVar("T", bound="PutEventBody")


@_attrs_define
class PutEventBody:
    """
    Attributes:
        name (str | Unset):
        type_ (PutEventBodyType | Unset):
        event_date (datetime.date | Unset):
        description (None | str | Unset):
        venue (None | str | Unset):
        starts_at (None | str | Unset):
        ends_at (None | str | Unset):
        location_url (None | str | Unset):
        target_amount (int | None | Unset):
        status (PutEventBodyStatus | Unset):
        public_message (None | str | Unset):
        ussd_code (None | str | Unset):
        bank_name (None | str | Unset):
        bank_account_number (None | str | Unset):
        bank_account_name (None | str | Unset):
        mobile_money (list[PutEventBodyMobileMoneyType0Item] | None | Unset):
        pledge_deadline (datetime.date | None | Unset):
        auto_payment_sms (bool | Unset):
        public_page (bool | Unset):
    """

    name: str | Unset = UNSET
    type_: PutEventBodyType | Unset = UNSET
    event_date: datetime.date | Unset = UNSET
    description: None | str | Unset = UNSET
    venue: None | str | Unset = UNSET
    starts_at: None | str | Unset = UNSET
    ends_at: None | str | Unset = UNSET
    location_url: None | str | Unset = UNSET
    target_amount: int | None | Unset = UNSET
    status: PutEventBodyStatus | Unset = UNSET
    public_message: None | str | Unset = UNSET
    ussd_code: None | str | Unset = UNSET
    bank_name: None | str | Unset = UNSET
    bank_account_number: None | str | Unset = UNSET
    bank_account_name: None | str | Unset = UNSET
    mobile_money: list[PutEventBodyMobileMoneyType0Item] | None | Unset = UNSET
    pledge_deadline: datetime.date | None | Unset = UNSET
    auto_payment_sms: bool | Unset = UNSET
    public_page: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        event_date: str | Unset = UNSET
        if not isinstance(self.event_date, Unset):
            event_date = self.event_date.isoformat()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        venue: None | str | Unset
        if isinstance(self.venue, Unset):
            venue = UNSET
        else:
            venue = self.venue

        starts_at: None | str | Unset
        if isinstance(self.starts_at, Unset):
            starts_at = UNSET
        else:
            starts_at = self.starts_at

        ends_at: None | str | Unset
        if isinstance(self.ends_at, Unset):
            ends_at = UNSET
        else:
            ends_at = self.ends_at

        location_url: None | str | Unset
        if isinstance(self.location_url, Unset):
            location_url = UNSET
        else:
            location_url = self.location_url

        target_amount: int | None | Unset
        if isinstance(self.target_amount, Unset):
            target_amount = UNSET
        else:
            target_amount = self.target_amount

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        public_message: None | str | Unset
        if isinstance(self.public_message, Unset):
            public_message = UNSET
        else:
            public_message = self.public_message

        ussd_code: None | str | Unset
        if isinstance(self.ussd_code, Unset):
            ussd_code = UNSET
        else:
            ussd_code = self.ussd_code

        bank_name: None | str | Unset
        if isinstance(self.bank_name, Unset):
            bank_name = UNSET
        else:
            bank_name = self.bank_name

        bank_account_number: None | str | Unset
        if isinstance(self.bank_account_number, Unset):
            bank_account_number = UNSET
        else:
            bank_account_number = self.bank_account_number

        bank_account_name: None | str | Unset
        if isinstance(self.bank_account_name, Unset):
            bank_account_name = UNSET
        else:
            bank_account_name = self.bank_account_name

        mobile_money: list[dict[str, Any]] | None | Unset
        if isinstance(self.mobile_money, Unset):
            mobile_money = UNSET
        elif isinstance(self.mobile_money, list):
            mobile_money = []
            for mobile_money_type_0_item_data in self.mobile_money:
                mobile_money_type_0_item = mobile_money_type_0_item_data.to_dict()
                mobile_money.append(mobile_money_type_0_item)

        else:
            mobile_money = self.mobile_money

        pledge_deadline: None | str | Unset
        if isinstance(self.pledge_deadline, Unset):
            pledge_deadline = UNSET
        elif isinstance(self.pledge_deadline, datetime.date):
            pledge_deadline = self.pledge_deadline.isoformat()
        else:
            pledge_deadline = self.pledge_deadline

        auto_payment_sms = self.auto_payment_sms

        public_page = self.public_page

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if type_ is not UNSET:
            field_dict["type"] = type_
        if event_date is not UNSET:
            field_dict["event_date"] = event_date
        if description is not UNSET:
            field_dict["description"] = description
        if venue is not UNSET:
            field_dict["venue"] = venue
        if starts_at is not UNSET:
            field_dict["starts_at"] = starts_at
        if ends_at is not UNSET:
            field_dict["ends_at"] = ends_at
        if location_url is not UNSET:
            field_dict["location_url"] = location_url
        if target_amount is not UNSET:
            field_dict["target_amount"] = target_amount
        if status is not UNSET:
            field_dict["status"] = status
        if public_message is not UNSET:
            field_dict["public_message"] = public_message
        if ussd_code is not UNSET:
            field_dict["ussd_code"] = ussd_code
        if bank_name is not UNSET:
            field_dict["bank_name"] = bank_name
        if bank_account_number is not UNSET:
            field_dict["bank_account_number"] = bank_account_number
        if bank_account_name is not UNSET:
            field_dict["bank_account_name"] = bank_account_name
        if mobile_money is not UNSET:
            field_dict["mobile_money"] = mobile_money
        if pledge_deadline is not UNSET:
            field_dict["pledge_deadline"] = pledge_deadline
        if auto_payment_sms is not UNSET:
            field_dict["auto_payment_sms"] = auto_payment_sms
        if public_page is not UNSET:
            field_dict["public_page"] = public_page

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.put_event_body_mobile_money_type_0_item import PutEventBodyMobileMoneyType0Item  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: PutEventBodyType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = PutEventBodyType(_type_)

        _event_date = d.pop("event_date", UNSET)
        event_date: datetime.date | Unset
        if isinstance(_event_date, Unset):
            event_date = UNSET
        else:
            event_date = datetime.date.fromisoformat(_event_date)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_venue(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        venue = _parse_venue(d.pop("venue", UNSET))

        def _parse_starts_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        starts_at = _parse_starts_at(d.pop("starts_at", UNSET))

        def _parse_ends_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ends_at = _parse_ends_at(d.pop("ends_at", UNSET))

        def _parse_location_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location_url = _parse_location_url(d.pop("location_url", UNSET))

        def _parse_target_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target_amount = _parse_target_amount(d.pop("target_amount", UNSET))

        _status = d.pop("status", UNSET)
        status: PutEventBodyStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = PutEventBodyStatus(_status)

        def _parse_public_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        public_message = _parse_public_message(d.pop("public_message", UNSET))

        def _parse_ussd_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ussd_code = _parse_ussd_code(d.pop("ussd_code", UNSET))

        def _parse_bank_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bank_name = _parse_bank_name(d.pop("bank_name", UNSET))

        def _parse_bank_account_number(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bank_account_number = _parse_bank_account_number(d.pop("bank_account_number", UNSET))

        def _parse_bank_account_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bank_account_name = _parse_bank_account_name(d.pop("bank_account_name", UNSET))

        def _parse_mobile_money(data: object) -> list[PutEventBodyMobileMoneyType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                mobile_money_type_0 = []
                _mobile_money_type_0 = data
                for mobile_money_type_0_item_data in _mobile_money_type_0:
                    mobile_money_type_0_item = PutEventBodyMobileMoneyType0Item.from_dict(mobile_money_type_0_item_data)

                    mobile_money_type_0.append(mobile_money_type_0_item)

                return mobile_money_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PutEventBodyMobileMoneyType0Item] | None | Unset, data)

        mobile_money = _parse_mobile_money(d.pop("mobile_money", UNSET))

        def _parse_pledge_deadline(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pledge_deadline_type_0 = datetime.date.fromisoformat(data)

                return pledge_deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        pledge_deadline = _parse_pledge_deadline(d.pop("pledge_deadline", UNSET))

        auto_payment_sms = d.pop("auto_payment_sms", UNSET)

        public_page = d.pop("public_page", UNSET)

        put_event_body = cls(
            name=name,
            type_=type_,
            event_date=event_date,
            description=description,
            venue=venue,
            starts_at=starts_at,
            ends_at=ends_at,
            location_url=location_url,
            target_amount=target_amount,
            status=status,
            public_message=public_message,
            ussd_code=ussd_code,
            bank_name=bank_name,
            bank_account_number=bank_account_number,
            bank_account_name=bank_account_name,
            mobile_money=mobile_money,
            pledge_deadline=pledge_deadline,
            auto_payment_sms=auto_payment_sms,
            public_page=public_page,
        )

        put_event_body.additional_properties = d
        return put_event_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
