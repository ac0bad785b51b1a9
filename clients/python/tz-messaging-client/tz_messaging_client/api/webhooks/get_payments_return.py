from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_payments_return_lang import GetPaymentsReturnLang
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    order_tracking_id: str | Unset = UNSET,
    order_merchant_reference: str | Unset = UNSET,
    lang: GetPaymentsReturnLang | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["OrderTrackingId"] = order_tracking_id

    params["OrderMerchantReference"] = order_merchant_reference

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/payments/return",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | None:
    if response.status_code == 200:
        return None

    if response.status_code == 400:
        return None

    if response.status_code == 404:
        return None

    if response.status_code == 413:
        return None

    if response.status_code == 415:
        return None

    if response.status_code == 422:
        return None

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    order_tracking_id: str | Unset = UNSET,
    order_merchant_reference: str | Unset = UNSET,
    lang: GetPaymentsReturnLang | Unset = UNSET,
) -> Response[Any]:
    """Page the payer returns to after checkout: the purchase and its outcome (never the balance), in
    Kiswahili unless lang=en

    Args:
        order_tracking_id (str | Unset):
        order_merchant_reference (str | Unset):
        lang (GetPaymentsReturnLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any]
    """

    kwargs = _get_kwargs(
        order_tracking_id=order_tracking_id,
        order_merchant_reference=order_merchant_reference,
        lang=lang,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    order_tracking_id: str | Unset = UNSET,
    order_merchant_reference: str | Unset = UNSET,
    lang: GetPaymentsReturnLang | Unset = UNSET,
) -> Response[Any]:
    """Page the payer returns to after checkout: the purchase and its outcome (never the balance), in
    Kiswahili unless lang=en

    Args:
        order_tracking_id (str | Unset):
        order_merchant_reference (str | Unset):
        lang (GetPaymentsReturnLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any]
    """

    kwargs = _get_kwargs(
        order_tracking_id=order_tracking_id,
        order_merchant_reference=order_merchant_reference,
        lang=lang,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)
